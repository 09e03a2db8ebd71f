import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGuest, TGuestListResponse } from '@usher/contract/check-in';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { renderAt } from '../../../test/render';
import { GRACE } from './guest-fixture';
import { GuestListScreen } from './guest-list-screen';

const EVENT = 'f4615df0-dbb9-4c25-807e-5e02c1706797';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const event = {
  id: EVENT,
  activityId: 'a1',
  startAt: '2026-11-21T20:30:00Z',
  activityName: 'Jazz night',
  activityPublished: true,
} as TEvent;
const checkedIn: TGuest = {
  ...GRACE,
  checkedIn: true,
  checkedInAt: '2026-11-21T19:42:00Z',
  checkedInBy: 'sam@example.test',
};

const listOf = (guest: TGuest): TGuestListResponse => ({
  guests: [guest],
  total: 1,
  page: 1,
  pageSize: 50,
  ticketCount: 1,
  checkedInCount: guest.checkedIn ? 1 : 0,
  customFieldLabels: [null, null, null, null, null],
  nextCursor: null,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The server: a date whose one guest is checked in until an undo answers `undoAnswer`. */
function serve(undoAnswer: { status: number; body: unknown }) {
  let guest = checkedIn;
  const undos: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/auth/session')
      return json(200, { authenticated: true, csrfToken: 'csrf-1', oidcEnabled: false });
    if (path === `/api/client/check-in/${EVENT}`) return json(200, event);
    if (path.startsWith(`/api/client/check-in/${EVENT}/guest-list/?`)) return json(200, listOf(guest));
    if (path === `/api/client/check-in/${EVENT}/undo/${GRACE.ticketExternalId}` && init?.method === 'POST') {
      undos.push(JSON.parse(String(init.body)));
      if (undoAnswer.status === 200) guest = { ...GRACE };
      return json(undoAnswer.status, undoAnswer.body);
    }
    return json(404, { message: MESSAGES.notFound });
  });
  return undos;
}

function render() {
  renderAt(
    `/activity/a1/event/${EVENT}/check-in/guests`,
    '/activity/:activityId/event/:eventId/check-in/guests',
    <>
      <Notifications />
      <GuestListScreen />
    </>,
  );
}

/** Opens the guest's details, where who checked them in and Undo check-in are. */
async function openDetails() {
  fireEvent.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
  const row = within(screen.getByRole('listitem'));
  return row;
}

describe('Undo check-in', () => {
  it('shows who checked the guest in, asks why, undoes it and says so', async () => {
    const undos = serve({ status: 200, body: { ...GRACE } });
    render();
    const row = await openDetails();
    expect(row.getByText('Checked in by', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'sam@example.test',
    );
    fireEvent.click(row.getByRole('button', { name: 'Undo check-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo check-in' }));
    expect(dialog.getByText(/checked in by sam@example\.test/)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Undo' }));
    expect(await dialog.findByText(MESSAGES.undoReasonRequired)).toBeTruthy();
    expect(undos).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: '  Scanned the wrong phone ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Check-in undone: Grace Hopper')).toBeTruthy();
    expect(undos).toEqual([{ reason: 'Scanned the wrong phone' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Manual check in' })).toBeTruthy();
  });

  it('tells the door when someone else undid the check-in first', async () => {
    serve({ status: 409, body: { message: MESSAGES.notCheckedIn } });
    render();
    const row = await openDetails();
    fireEvent.click(row.getByRole('button', { name: 'Undo check-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo check-in' }));
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: 'Wrong guest' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(MESSAGES.notCheckedIn)).toBeTruthy();
  });

  it('shows the server’s word on the reason under the field', async () => {
    serve({
      status: 400,
      body: { message: 'Please check', errors: { reason: 'Too long, says the server' } },
    });
    render();
    const row = await openDetails();
    fireEvent.click(row.getByRole('button', { name: 'Undo check-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo check-in' }));
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: 'Wrong guest' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Undo' }));
    expect(await dialog.findByText('Too long, says the server')).toBeTruthy();
  });
});
