import { afterEach, describe, expect, it } from 'vitest';
import { takePageData } from '../lib/page-data';
import { landingScreen } from './public-landing';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page as the API serves it: the page's API answer in a JSON script before the root. */
function embed(data: unknown) {
  document.body.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify(data)}</script><div id="root"></div>`;
}

describe('landingScreen', () => {
  it("gives each landing page its own screen with the page's id and embedded answer, read once", async () => {
    embed({ name: 'Jazz by the River' });
    const screen = await landingScreen('/e/ab%20c', takePageData);
    // The date's page comes with the waiting list's form, loaded only when a customer opens it.
    expect(screen?.props).toEqual({
      eventId: 'ab c',
      initial: { name: 'Jazz by the River' },
      joinWaitlistForm: expect.objectContaining({ $$typeof: Symbol.for('react.lazy') }),
    });
    expect(document.getElementById('page-data')).toBeNull();

    for (const [path, props] of [
      ['/a/a1/', { activityId: 'a1', initial: undefined }],
      ['/t/k3J9', { externalId: 'k3J9', initial: undefined }],
      ['/o/guid1', { guid: 'guid1', initial: undefined }],
    ] as const) {
      expect((await landingScreen(path, takePageData))?.props).toEqual(props);
    }
    // The first test imports the four screens and their icons: seconds on a loaded machine.
  }, 30_000);

  it('leaves the steps after "Get tickets" to the full app', () => {
    for (const path of [
      '/checkout/h1',
      '/pay/test/o1',
      '/order/o1',
      '/u/token',
      '/waitlist/w1',
      '/e/a1/extra',
    ]) {
      expect(landingScreen(path, takePageData)).toBeNull();
    }
  });
});
