import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSentMessage, TUsageResponse } from '@usher/contract/mailing';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { hasSendsInFlight } from '../api/get-mailing-history';
import { MessagesScreen } from './messages-screen';

const sent: TSentMessage = {
  id: '7c1d0a52-0000-4000-8000-000000000001',
  channel: 'email',
  subject: 'Doors open at 7',
  content: '<p>See you</p>',
  createdAt: '2026-07-01T12:05:00Z',
  sentBy: 'Owner',
  scheduledFor: null,
  status: 'sent',
  event: null,
  recipients: 3,
  delivered: 2,
  pending: 0,
  failed: 1,
  failures: [{ to: 'bad@example.com', reason: '550 No such mailbox' }],
};
const scheduled: TSentMessage = {
  ...sent,
  id: '7c1d0a52-0000-4000-8000-000000000002',
  channel: 'sms',
  subject: null,
  content: 'Last tickets tonight',
  scheduledFor: '2030-01-10T18:00:00Z',
  status: 'scheduled',
  delivered: 0,
  pending: 3,
  failed: 0,
  failures: [],
};
const usage: TUsageResponse = {
  month: '2026-11',
  emailsSent: 1200,
  freeEmailsLeft: 0,
  smsSent: 3,
  cost: 219.7,
};

const fetchMock = mockFetch();
afterEach(() => vi.restoreAllMocks());

function serve(usageAnswer: TUsageResponse = usage) {
  let sends = [scheduled, sent];
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/client/mailing/history') return json(200, { sends });
    if (path === '/api/client/mailing/usage') return json(200, usageAnswer);
    if (path === `/api/client/mailing/history/${scheduled.id}/cancel`) {
      sends = [{ ...scheduled, status: 'cancelled', pending: 0 }, sent];
      return json(200, sends[0]);
    }
    return json(404, { message: MESSAGES.notFound });
  });
  renderAt('/messages', '/messages', <MessagesScreen />);
}

describe('MessagesScreen', () => {
  it('shows the menu, the month’s usage and each send with its counts and failure reasons', async () => {
    serve();
    const menu = screen.getByRole('navigation', { name: 'Messages menu' });
    expect(
      within(menu)
        .getByRole('link', { name: /Send Message/ })
        .getAttribute('href'),
    ).toBe('/messages/send-message');
    expect(
      within(menu)
        .getByRole('link', { name: /Manage Lists/ })
        .getAttribute('href'),
    ).toBe('/messages/manage-lists');
    expect(await screen.findByText('Usage in November 2026')).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
    expect(screen.getByText('£2.197')).toBeTruthy();

    const cards = await screen.findAllByRole('listitem');
    const done = within(cards[1]!);
    expect(done.getByText('Doors open at 7')).toBeTruthy();
    expect(done.getByText(/01 Jul 2026, 13:05 · by Owner · 3 recipient\(s\)/)).toBeTruthy();
    expect(done.getByTestId('send-counts').textContent).toBe('2 delivered·0 pending·1 failed');
    fireEvent.click(done.getByRole('button', { name: 'Show failure reasons' }));
    expect(done.getByText('bad@example.com')).toBeTruthy();
    expect(done.getByText(/550 No such mailbox/)).toBeTruthy();
  });

  it('says tailored price once the month is above 50,000 emails', async () => {
    serve({ ...usage, emailsSent: 50_001, cost: null });
    expect(await screen.findByText('tailored price — contact us')).toBeTruthy();
  });

  it('cancels a scheduled send after a confirm, with a toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    serve();
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]!).getByText(/Scheduled for 10 Jan 2030, 18:00/)).toBeTruthy();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this send?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel send' }));
    await waitFor(() =>
      expect(show.mock.calls.map(([notice]) => notice.message)).toContain(MESSAGES.sendCancelled),
    );
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('keeps polling only while a send is pending or scheduled', () => {
    expect(hasSendsInFlight({ sends: [sent] })).toBe(false);
    expect(hasSendsInFlight({ sends: [sent, scheduled] })).toBe(true);
    expect(hasSendsInFlight({ sends: [{ ...sent, status: 'sending', pending: 1 }] })).toBe(true);
  });
});
