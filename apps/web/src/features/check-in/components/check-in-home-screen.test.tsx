import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { renderAt } from '../../../test/render';
import { CheckInHomeScreen } from './check-in-home-screen';

const EVENT = 'f4615df0-dbb9-4c25-807e-5e02c1706797';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const event: TEvent = {
  id: EVENT,
  activityId: 'a1',
  startAt: '2026-11-21T20:30:00Z',
  endAt: '2026-11-21T23:30:00Z',
  doorsOpenAt: '2026-11-21T20:00:00Z',
  maxTicketCount: 120,
  soldCount: 32,
  ticketsSold: true,
  isReserved: true,
  isOver: false,
  activityName: 'Stand-up Sundays',
  activityPublished: true,
  hasGuestsEmails: true,
  waitingCount: 0,
  ticketVariantCards: [
    {
      id: 'v1',
      name: 'General admission',
      price: 1200,
      maxTicketCount: 120,
      sold: 26,
      isAffectEventTicketCount: true,
    },
    { id: 'v2', name: 'Guest list', price: 0, maxTicketCount: 20, sold: 6, isAffectEventTicketCount: true },
  ],
  checkedInData: [
    { name: 'General admission', checkedIn: 14 },
    { name: 'Guest list', checkedIn: 0 },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderHome(answer: TEvent, permissions: string[]) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/client/user')
      return json(200, { id: 'u1', name: 'Door', email: 'd@x.test', permissions });
    if (path === `/api/client/check-in/${EVENT}`) return json(200, answer);
    return json(404, { message: MESSAGES.notFound });
  });
  renderAt(
    `/activity/a1/event/${EVENT}/check-in`,
    '/activity/:activityId/event/:eventId/check-in',
    <CheckInHomeScreen
      doorLinksSection={(shown) => <p>Door links for {shown.ticketVariantCards.length} ticket types</p>}
    />,
  );
}

describe('CheckInHomeScreen', () => {
  it('shows the figures, check-ins per ticket type and the door buttons to door staff', async () => {
    renderHome(event, ['ROLE_controller']);
    expect(await screen.findByText('14 of 26')).toBeTruthy();
    expect(screen.getByText('0 of 6')).toBeTruthy();
    expect(screen.getByText('Venue capacity').nextElementSibling?.textContent).toBe('120');
    expect(screen.getByText('Total sold').nextElementSibling?.textContent).toBe('32');
    expect(screen.getByText('Doors open').nextElementSibling?.textContent).toBe('21 Nov 2026, 20:00');
    const base = `/activity/a1/event/${EVENT}/check-in`;
    expect((await screen.findByRole('link', { name: 'Scan QR' })).getAttribute('href')).toBe(
      `${base}/scan-qr`,
    );
    expect(screen.getByRole('link', { name: 'Show guest list' }).getAttribute('href')).toBe(`${base}/guests`);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(trail.getByRole('link', { name: 'Manage Stand-up Sundays' }).getAttribute('href')).toBe(
      '/activity/a1/manage',
    );
    expect(trail.getByRole('link', { name: 'Event 21 Nov 2026, 20:30' }).getAttribute('href')).toBe(
      `/activity/a1/event/${EVENT}/edit`,
    );
  });

  it('says no one checked in yet before the first guest', async () => {
    renderHome(
      { ...event, checkedInData: event.checkedInData.map((group) => ({ ...group, checkedIn: 0 })) },
      ['ROLE_controller'],
    );
    expect(await screen.findByText(MESSAGES.noOneCheckedIn)).toBeTruthy();
  });

  it('hides the door buttons while the activity is not published, says why and leads to Publish', async () => {
    renderHome({ ...event, activityPublished: false }, ['ROLE_MASTER']);
    expect(await screen.findByText(MESSAGES.activityNotPublished)).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Open the event to publish' })).getAttribute('href'),
    ).toBe('/activity/a1/manage');
    expect(screen.queryByRole('link', { name: 'Scan QR' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Show guest list' })).toBeNull();
  });

  it('tells door staff why, with no way to publish they could not use', async () => {
    renderHome({ ...event, activityPublished: false }, ['ROLE_controller']);
    expect(await screen.findByText(MESSAGES.activityNotPublished)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/api/client/user')).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: 'Open the event to publish' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Scan QR' })).toBeNull();
  });

  it('hides the door buttons from a role without check-in', async () => {
    renderHome(event, ['ROLE_viewer']);
    expect(await screen.findByText('14 of 26')).toBeTruthy();
    // The user's permissions have arrived and been rendered before looking for what they hide.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/api/client/user')).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: 'Scan QR' })).toBeNull();
  });

  it('shows the door links to masters and admins only', async () => {
    renderHome(event, ['ROLE_MASTER']);
    expect(await screen.findByText('Door links for 2 ticket types')).toBeTruthy();
    cleanup();
    renderHome(event, ['ROLE_controller']);
    expect(await screen.findByRole('link', { name: 'Scan QR' })).toBeTruthy();
    expect(screen.queryByText('Door links for 2 ticket types')).toBeNull();
  });
});
