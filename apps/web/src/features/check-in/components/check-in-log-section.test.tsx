import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCheckInLogEntry, TCheckInLogResponse } from '@usher/contract/check-in-log';
import { renderAt } from '../../../test/render';
import { CheckInLogSection } from './check-in-log-section';

const EVENT = 'f4615df0-dbb9-4c25-807e-5e02c1706797';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const entry = (overrides: Partial<TCheckInLogEntry>): TCheckInLogEntry => ({
  at: '2026-11-21T19:42:00Z',
  action: 'checkIn',
  ticketId: 't1',
  ticketNumber: 1,
  guestName: 'Grace Hopper',
  ticketVariantName: 'Standard',
  color: 'green',
  message: 'Checked in: Grace Hopper, Standard',
  by: { kind: 'user', name: 'sam@example.test', deviceName: null },
  reason: null,
  ...overrides,
});

const PAGES: Record<string, TCheckInLogResponse> = {
  first: {
    entries: [
      entry({
        action: 'undo',
        color: null,
        message: null,
        reason: 'Wrong guest',
        at: '2026-11-21T19:50:00Z',
      }),
      entry({
        action: 'refused',
        color: 'orange',
        message: 'Already checked in at 21 Nov 2026, 19:42 by sam@example.test: Grace Hopper, Standard',
        by: { kind: 'doorLink', name: 'Main gate', deviceName: 'Sam at gate A' },
      }),
    ],
    nextCursor: '41',
  },
  older: { entries: [entry({})], nextCursor: null },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === `/api/client/check-in/${EVENT}/log`) return json(200, PAGES.first);
    if (path === `/api/client/check-in/${EVENT}/log?after=41`) return json(200, PAGES.older);
    return json(404, { message: 'Not found' });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.mocked(window.matchMedia).mockImplementation(phoneMedia);
});
const phoneMedia = vi.mocked(window.matchMedia).getMockImplementation()!;

const render = () => renderAt('/log', '/log', <CheckInLogSection eventId={EVENT} />);

describe('CheckInLogSection', () => {
  it('lists the newest first with the action, who and the answer or reason, then loads older entries', async () => {
    render();
    const log = within(await screen.findByRole('list', { name: 'Check-in log' }));
    const items = log.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Undone')).toBeTruthy();
    expect(within(items[0]!).getByText('Reason: Wrong guest')).toBeTruthy();
    expect(within(items[0]!).getByText('21 Nov 2026, 19:50 · sam@example.test')).toBeTruthy();
    expect(within(items[1]!).getByText('Refused')).toBeTruthy();
    expect(within(items[1]!).getByText(/Main gate \(Sam at gate A\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await log.findByText('Checked in')).toBeTruthy();
    expect(log.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('shows a desktop a table', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) => ({
      ...phoneMedia(query),
      matches: query.includes('min-width'),
    }));
    render();
    const table = within(await screen.findByRole('table', { name: 'Check-in log' }));
    expect(table.getAllByRole('row')).toHaveLength(3);
    const [, undone] = table.getAllByRole('row');
    expect(
      within(undone!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '21 Nov 2026, 19:50',
      'Undone',
      'Grace Hopper, Standard, ticket 1',
      'sam@example.test',
      'Reason: Wrong guest',
    ]);
  });
});
