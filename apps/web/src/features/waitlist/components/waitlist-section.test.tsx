import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TWaitlistEntry, TWaitlistResponse } from '@usher/contract/waitlist';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { WaitlistSection } from './waitlist-section';

const fetchMock = mockFetch();

const entry = (overrides: Partial<TWaitlistEntry>): TWaitlistEntry => ({
  entryId: 'w1',
  position: 1,
  status: 'waiting',
  ticketVariantId: 'v1',
  ticketVariantName: 'Standard',
  quantity: 2,
  fullName: 'Ada Lovelace',
  email: 'ada@example.test',
  phoneNumber: '+447700900123',
  createdAt: '2026-11-26T18:00:00Z',
  offeredAt: null,
  offerExpiresAt: null,
  ...overrides,
});

const waitlist: TWaitlistResponse = {
  counts: { waiting: 1, offered: 1, purchased: 1, expired: 0, left: 0, removed: 0 },
  entries: [
    entry({
      entryId: 'w0',
      position: null,
      status: 'offered',
      fullName: 'Grace Hopper',
      email: 'grace@example.test',
      offeredAt: '2026-11-27T10:00:00Z',
      offerExpiresAt: '2026-11-28T10:00:00Z',
    }),
    entry({}),
    entry({
      entryId: 'w2',
      position: null,
      status: 'purchased',
      fullName: 'Mary Seacole',
      email: 'm@x.test',
    }),
  ],
};

function renderSection(permissions: string[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/client/user')
      return json(200, { id: 'u1', name: 'Dora', email: 'd@x.test', permissions });
    if (path === '/api/client/event/e1/waitlist') return json(200, waitlist);
    if (path === '/api/client/waitlist/w1/remove' && init?.method === 'POST')
      return json(200, { ...waitlist.entries[1], status: 'removed', position: null });
    return json(404, { message: MESSAGES.notFound });
  });
  return renderAt('/', '/', <WaitlistSection eventId="e1" />);
}

describe('WaitlistSection', () => {
  it('shows the counts and each entry with its status and the time its offer ends, and searches by name or email', async () => {
    renderSection(['ROLE_admin']);
    const list = await screen.findByRole('list', { name: 'Waiting list entries' });
    expect(screen.getByTestId('waitlist-count-offered').textContent).toBe('Offered 1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText(/offer ends 28 Nov 2026, 10:00/)).toBeTruthy();
    expect(within(list).getByText('1. Ada Lovelace')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name or email' }), {
      target: { value: ' GRACE@ ' },
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Grace Hopper')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name or email' }), {
      target: { value: 'nobody' },
    });
    expect(screen.getByText('No entry matches “nobody”.')).toBeTruthy();
  });

  it('removes an entry after its confirm, with a toast; a purchased entry has no Remove', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderSection(['ROLE_MASTER']);
    await screen.findByRole('list', { name: 'Waiting list entries' });
    expect(screen.queryByRole('button', { name: 'Remove Mary Seacole' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.confirmRemoveWaitlistEntry('Ada Lovelace'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.waitlistEntryRemoved })),
    );
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/client/waitlist/w1/remove')).toBe(true);
  });

  it('is not there for door staff, and asks nothing', async () => {
    renderSection(['ROLE_controller']);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/client/user', expect.anything()));
    // A moment for a section that would wrongly show to ask for its list.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Waiting list' })).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('waitlist'))).toBe(false);
  });
});
