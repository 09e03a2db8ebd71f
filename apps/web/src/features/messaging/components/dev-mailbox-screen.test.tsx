import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDevMailboxMessage } from '@usher/contract/messaging';
import { renderAt } from '../../../test/render';
import { DevMailboxScreen } from './dev-mailbox-screen';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const sms: TDevMailboxMessage = {
  id: '6b0c6f2e-5d0e-4a57-9d6b-7f1f2a0c9a01',
  channel: 'sms',
  recipient: '+447700900123',
  subject: null,
  bodyText: 'Your ticket for Jazz by the River, 25 Oct 2026, 01:30: http://localhost:3000/t/abc-123',
  bodyHtml: null,
  attachments: [],
  createdAt: '2026-10-25T00:31:00.000Z',
};
const email: TDevMailboxMessage = {
  ...sms,
  id: '6b0c6f2e-5d0e-4a57-9d6b-7f1f2a0c9a02',
  channel: 'email',
  recipient: 'mary@example.test',
  subject: 'Your ticket for Jazz by the River',
  bodyText: 'Hello Mary,\n\nhttp://localhost:3000/t/abc-123\n\nShow the QR code at the door.',
  bodyHtml: '<p>Hello Mary,</p>',
  attachments: ['tickets.pdf'],
  createdAt: '2026-07-01T12:05:00.000Z',
};

function renderMailbox(answer: () => Response) {
  fetchMock.mockImplementation(async () => answer());
  renderAt('/dev-mailbox', '/dev-mailbox', <DevMailboxScreen />);
}

describe('DevMailboxScreen', () => {
  it('shows each message with its channel, recipient, London time, subject, live links and attachments', async () => {
    renderMailbox(() => json(200, { messages: [sms, email] }));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByText('SMS')).toBeTruthy();
    expect(first.getByText('To +447700900123')).toBeTruthy();
    expect(first.getByText('25 Oct 2026, 01:31')).toBeTruthy();
    expect(first.getByRole('link', { name: 'http://localhost:3000/t/abc-123' }).getAttribute('href')).toBe(
      'http://localhost:3000/t/abc-123',
    );

    const second = within(cards[1]!);
    expect(second.getByText('Email')).toBeTruthy();
    expect(second.getByText('Your ticket for Jazz by the River')).toBeTruthy();
    expect(second.getByText('01 Jul 2026, 13:05')).toBeTruthy(); // BST
    expect(second.getByText('tickets.pdf')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/client/dev-mailbox');
  });

  it('explains the empty mailbox and that configured providers really send', async () => {
    renderMailbox(() => json(200, { messages: [] }));
    expect(await screen.findByText('Nothing would have gone out yet')).toBeTruthy();
    expect(screen.getByText(/messages are really sent and this mailbox is off/)).toBeTruthy();
  });

  it('says the mailbox is off when the server has a provider configured (404)', async () => {
    renderMailbox(() => json(404, { message: 'Not found' }));
    expect(await screen.findByText('The developer mailbox is off')).toBeTruthy();
  });
});
