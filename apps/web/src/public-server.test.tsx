import { act, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPublicOrganisation } from '@usher/contract/organisations';
import type { TPublicActivity } from '@usher/contract/public-event';
import { landingScreen } from './app/public-landing';
import { renderLandingPage } from './public-server';
import { mockFetch } from './test/fetch-mock';
import { publicEvent, publicTicket, publicTicketType } from './test/public-fixtures';

const fetchMock = mockFetch();

const details = {
  name: 'Jazz by the River',
  imageUrl: '/uploads/poster.png',
  description: '<p>Three <strong>sets</strong></p>',
  isOnline: false,
  address: { line1: '1 Riverside', line2: null, city: 'London', postCode: 'SE1 9PX', country: 'GB' },
  organizationName: 'Riverside Live',
  organizationGuid: 'o1',
  minAge: 18,
};

const event = publicEvent({
  ...details,
  id: 'e1',
  // 30 March 2031: the first day of British Summer Time, so the London hour differs from UTC.
  startAt: '2031-03-30T18:30:00Z',
  endAt: '2031-03-30T22:00:00Z',
  doorsOpenAt: '2031-03-30T18:00:00Z',
  ticketVariants: [publicTicketType({ description: 'Standing', orderCount: 3, reservedCount: 1, toBuy: 46 })],
});

const activity: TPublicActivity = {
  ...details,
  id: 'a1',
  events: [
    { id: 'e1', startAt: event.startAt, endAt: null, isSoldOut: false, priceRange: { min: 1500, max: 2500 } },
    { id: 'e2', startAt: '2031-10-26T00:30:00Z', endAt: null, isSoldOut: true, priceRange: null },
  ],
};

const ticket = publicTicket({
  eventStartAt: event.startAt,
  eventEndAt: event.endAt,
  doorsOpenAt: event.doorsOpenAt,
});

const organisation: TPublicOrganisation = {
  guid: 'o1',
  name: 'Riverside Live',
  avatarUrl: null,
  description: 'Music by the water',
  activities: [
    {
      id: 'a1',
      name: 'Jazz by the River',
      imageUrl: null,
      nextEventDate: event.startAt,
      lastEventDate: '2031-10-26T00:30:00Z',
      priceFrom: 1500,
      priceTo: 1500,
      soldOut: false,
    },
  ],
};

const PAGES: [string, unknown][] = [
  ['/e/e1', event],
  ['/e/e1', { ...event, isOver: true }],
  ['/e/e1', { ...event, isSoldOut: true, ticketVariants: [{ ...event.ticketVariants[0], toBuy: 0 }] }],
  ['/a/a1', activity],
  ['/t/k3J9xQ2mP7vT1wZ8aB4cD6', ticket],
  ['/o/o1', organisation],
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The page as the browser receives it: the server's markup in the root, then hydrated as public-main.tsx does. */
async function hydrateServerPage(pathname: string, data: unknown) {
  const markup = await renderLandingPage(pathname, data);
  const container = document.createElement('div');
  container.innerHTML = markup ?? '';
  document.body.append(container);
  const heading = container.querySelector('h1');
  const element = await landingScreen(pathname, () => data);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <StrictMode>{element}</StrictMode>, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return { markup, heading, recoverableErrors };
}

describe('renderLandingPage', () => {
  it.each(PAGES)(
    'renders %s so that the browser takes it over with no mismatch',
    async (pathname, data) => {
      const consoleError = vi.spyOn(console, 'error');
      const { markup, heading, recoverableErrors } = await hydrateServerPage(pathname, data);
      expect(markup).toContain('<h1');
      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Hydrated, not drawn again: the heading the server sent is the one on screen.
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    },
    30_000,
  );

  it('shows the London time and escapes what an organiser typed', async () => {
    const hostile = { ...event, name: '<img src=x onerror=alert(1)>Jazz</script>' };
    const markup = (await renderLandingPage('/e/e1', hostile)) ?? '';
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;Jazz&lt;/script&gt;');
    expect(markup).not.toContain('<img src=x');
    const page = document.createElement('div');
    page.innerHTML = markup;
    expect(page.querySelector('h1')?.textContent).toBe(hostile.name);
    expect(page.textContent).toContain('30 Mar 2031, 19:30 – 30 Mar 2031, 23:00');
    expect(page.textContent).toContain('Doors open 30 Mar 2031, 19:00');
  });

  it("keeps the event page's controls off until React handles them, then on", async () => {
    const page = document.createElement('div');
    page.innerHTML = (await renderLandingPage('/e/e1', event)) ?? '';
    const control = (selector: string) => page.querySelector<HTMLButtonElement & HTMLInputElement>(selector);
    // A tap on the painted page before React runs would be lost: the server's buttons are disabled.
    expect(control('button[aria-label="Add one Standard"]')?.disabled).toBe(true);
    expect(control('input[aria-label="Promo code"]')?.readOnly).toBe(true);

    await hydrateServerPage('/e/e1', event);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add one Standard' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Promo code' }).readOnly).toBe(false);
  });

  it('leaves the event page working once hydrated: a ticket added counts in the total', async () => {
    await hydrateServerPage('/e/e1', event);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add one Standard' })));
    expect(screen.getByText('£15.00', { selector: '[aria-live]' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Get tickets' }).disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders nothing for the steps after "Get tickets"', async () => {
    expect(await renderLandingPage('/checkout/h1', {})).toBeNull();
  });
});
