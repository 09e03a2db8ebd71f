import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGuest, TGuestListResponse } from '@usher/contract/check-in';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { renderAt } from '../../../test/render';
import { GuestListScreen } from './guest-list-screen';

const EVENT = 'f4615df0-dbb9-4c25-807e-5e02c1706797';
const PATH = `/activity/a1/event/${EVENT}/check-in/guests`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const event = {
  id: EVENT,
  activityId: 'a1',
  startAt: '2026-11-21T20:30:00Z',
  activityName: 'An evening of very long stand-up comedy',
  activityPublished: true,
} as TEvent;

const grace = {
  guestName: 'Grace Hopper',
  ticketIndex: 1,
  groupIndex: 1,
  orderReference: 'USH-1',
  ticketVariantName: 'Standard',
  ticketUrl: 'https://usher.test/t/grace-ticket-0001',
  checkedIn: false,
  checkedInAt: null,
  ticketExternalId: 'grace-ticket-0001',
} as TGuest;

function guestList(guests: TGuest[], checkedInCount: number): TGuestListResponse {
  return {
    guests,
    total: guests.length,
    page: 1,
    pageSize: 50,
    ticketCount: guests.length,
    checkedInCount,
    customFieldLabels: [null, null, null, null, null],
    nextCursor: null,
  };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.mocked(window.matchMedia).mockImplementation(phoneMedia);
});

const phoneMedia = vi.mocked(window.matchMedia).getMockImplementation()!;
/** A desktop: Mantine's md breakpoint and wider match. */
function onDesktop() {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => ({
    ...phoneMedia(query),
    matches: query.includes('min-width'),
  }));
}
const guestListCalls = () => fetchMock.mock.calls.filter(([path]) => String(path).includes('/guest-list/'));

/** The server: this date, a guest list that `list()` answers, and check-ins that `onCheckIn` records. */
function serve(list: () => TGuestListResponse, onCheckIn = vi.fn(), answerEvent = () => event) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/auth/session')
      return json(200, { authenticated: true, csrfToken: 'csrf-1', oidcEnabled: false });
    if (path === `/api/client/check-in/${EVENT}`) return json(200, answerEvent());
    if (path.startsWith(`/api/client/check-in/${EVENT}/guest-list/?`)) return json(200, list());
    if (path.includes('/manual-check-in/') && init?.method === 'POST') {
      onCheckIn(path, init.headers);
      return json(200, { color: 'green', message: 'Checked in: Grace Hopper, Standard' });
    }
    return json(404, { message: MESSAGES.notFound });
  });
  return onCheckIn;
}

const render = () =>
  renderAt(
    PATH,
    '/activity/:activityId/event/:eventId/check-in/guests',
    <>
      <Notifications />
      <GuestListScreen />
    </>,
  );

describe('GuestListScreen', () => {
  it('shows the trail, the counter and the guests of the date', async () => {
    serve(() => guestList([grace], 0));
    render();
    expect(await screen.findByText('0 of 1 checked in')).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(await trail.findByRole('link', { name: 'Manage An evening of very lon…' })).toBeTruthy();
    expect(trail.getByRole('link', { name: 'Event 21 Nov 2026, 20:30' })).toBeTruthy();
    expect(trail.getByRole('link', { name: 'Check in' }).getAttribute('href')).toBe(
      `/activity/a1/event/${EVENT}/check-in`,
    );
    expect(trail.getByText('Guest List')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe(
      `/activity/a1/event/${EVENT}/check-in`,
    );
  });

  it('checks a ticket in after the confirm, then shows the answer and the guest as checked in', async () => {
    let isIn = false;
    const onCheckIn = serve(() =>
      guestList(
        [{ ...grace, checkedIn: isIn, checkedInAt: isIn ? '2026-11-21T20:41:00Z' : null }],
        isIn ? 1 : 0,
      ),
    );
    onCheckIn.mockImplementation(() => {
      isIn = true;
    });
    render();

    fireEvent.click(await screen.findByRole('button', { name: 'Manual check in' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(MESSAGES.checkInManuallyConfirm)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Checked in: Grace Hopper, Standard')).toBeTruthy();
    expect(await screen.findByText('1 of 1 checked in')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Guests' })).getByText('Checked in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manual check in' })).toBeNull();
    const [path, headers] = onCheckIn.mock.calls[0]!;
    expect(path).toBe(`/api/client/check-in/${EVENT}/manual-check-in/grace-ticket-0001`);
    expect(headers).toMatchObject({ 'x-csrf-token': 'csrf-1', 'x-check-in-device': expect.any(String) });
  });

  it('checks nothing in when the confirm is cancelled', async () => {
    const onCheckIn = serve(() => guestList([grace], 0));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Manual check in' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCheckIn).not.toHaveBeenCalled();
  });

  it('asks the server for a search once typing stops, from the first page', async () => {
    serve(() => guestList([grace], 0));
    render();
    const search = await screen.findByRole('searchbox', { name: 'Search guests' });
    fireEvent.change(search, { target: { value: 'g' } });
    fireEvent.change(search, { target: { value: 'gra' } });
    fireEvent.change(search, { target: { value: 'grace' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => String(path).includes('search=grace&page=1'))).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([path]) => /search=g(ra)?&/.test(String(path)))).toBe(false);
  });

  it('shows more guests after the last one shown, by the cursor the server gave', async () => {
    const alan = { ...grace, ticketExternalId: 'alan-ticket-0001', guestName: 'Alan Turing' };
    serve(() => {
      const path = String(fetchMock.mock.calls.at(-1)![0]);
      return path.includes('after=cursor-1')
        ? { ...guestList([alan], 0), total: 2, ticketCount: 2 }
        : { ...guestList([grace], 0), total: 2, ticketCount: 2, nextCursor: 'cursor-1' };
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Show more guests (1 of 2)' }));
    expect(await screen.findByText('Alan Turing')).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more guests/ })).toBeNull();
    expect(guestListCalls().some(([path]) => String(path).endsWith('&after=cursor-1'))).toBe(true);
  });

  it('says no tickets were sold for an empty date', async () => {
    serve(() => guestList([], 0));
    render();
    expect(await screen.findByText(MESSAGES.noTicketsSold)).toBeTruthy();
  });

  it('shows a phone one compact row per guest in a list', async () => {
    serve(() => guestList([grace, { ...grace, ticketExternalId: 'two', guestName: 'Alan Turing' }], 0));
    render();
    const rows = within(await screen.findByRole('list', { name: 'Guests' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a desktop a table, one row per guest, and checks a ticket in from it', async () => {
    onDesktop();
    const onCheckIn = serve(() => guestList([grace], 0));
    render();
    const table = within(await screen.findByRole('table', { name: 'Guests' }));
    expect(table.getByRole('cell', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Guests' })).toBeNull();
    fireEvent.click(table.getByRole('button', { name: 'Manual check in' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onCheckIn).toHaveBeenCalledOnce());
  });

  it('says why there is no list while the activity is not published, and asks the server for none', async () => {
    serve(
      () => guestList([grace], 0),
      vi.fn(),
      () => ({ ...event, activityPublished: false }),
    );
    render();
    expect(await screen.findByText(MESSAGES.activityNotPublished)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share CSV file' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
    // The list may have been asked for while the date loaded; never again once the date says why.
    const asked = guestListCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guestListCalls()).toHaveLength(asked);
  });

  it('says why when the server refuses the list of an unpublished activity', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      if (path === `/api/client/check-in/${EVENT}`) return new Promise<Response>(() => {});
      if (path.includes('/guest-list/')) return json(409, { message: MESSAGES.activityNotPublished });
      return json(404, { message: MESSAGES.notFound });
    });
    render();
    expect(await screen.findByText(MESSAGES.activityNotPublished)).toBeTruthy();
  });
});
