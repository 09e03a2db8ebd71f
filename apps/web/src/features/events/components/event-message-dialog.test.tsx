import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { EventMessageDialog } from './event-message-dialog';

const event = {
  id: '0f9c5a52-8d53-4c21-9f0e-1d2b3c4d5e6f',
  activityId: '6a1f3c1e-2b4d-4e5f-8a9b-0c1d2e3f4a5b',
  startAt: '2030-07-01T18:30:00Z',
  activityName: 'Jazz by the River',
} as TEvent;
const vip = 'a3b1c2d3-0000-4000-8000-000000000001';
const standard = 'a3b1c2d3-0000-4000-8000-000000000002';

const fetchMock = mockFetch();
afterEach(() => vi.restoreAllMocks());
const bodyOf = (init?: RequestInit) => JSON.parse(init!.body as string);

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/client/mailing/by-event-recipients') {
      const { target, ticketVariantIds } = bodyOf(init);
      const recipients =
        (target === 'checkedIn' ? 2 : target === 'waiting' ? 3 : 5) - (ticketVariantIds.length ? 1 : 0);
      return json(200, {
        recipients,
        unsubscribed: 1,
        ticketVariants: [
          { id: vip, name: 'VIP' },
          { id: standard, name: 'Standard' },
        ],
      });
    }
    if (path === '/api/client/mailing/cost') {
      const { recipients } = bodyOf(init);
      return json(200, {
        channel: 'sms',
        recipients,
        sentThisMonth: 0,
        freeLeft: 0,
        cost: recipients * 6.9,
        tailored: false,
      });
    }
    if (path === '/api/client/mailing/send-sms/by-event-id')
      return json(200, { id: vip, recipients: 2, duplicates: 0, unsubscribed: 1, scheduledFor: null });
    return json(404, { message: MESSAGES.notFound });
  });
}

describe('EventMessageDialog', () => {
  it('updates the recipients and the cost as the target changes, and sends to the chosen guests', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    serve();
    renderAt('/', '/', <EventMessageDialog event={event} channel="sms" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('by-event-recipients').textContent).toBe('5 guest(s) with a phone'),
    );
    await waitFor(() => expect(within(dialog).getByTestId('send-cost').textContent).toBe('£0.345 ex VAT'));
    expect(within(dialog).getByText(/1 unsubscribed left out/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Checked in' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'VIP' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('by-event-recipients').textContent).toBe('1 guest(s) with a phone'),
    );
    await waitFor(() => expect(within(dialog).getByTestId('send-cost').textContent).toBe('£0.069 ex VAT'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() =>
      expect(show.mock.calls.map(([notice]) => notice.message)).toContain(MESSAGES.fillAllRequired),
    );
    expect(within(dialog).getByText(MESSAGES.smsTextRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'SMS text' }), {
      target: { value: 'Doors at 7' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.find(([path]) => path === '/api/client/mailing/send-sms/by-event-id')!;
    expect(bodyOf(sent[1])).toEqual({
      eventId: event.id,
      target: 'checkedIn',
      ticketVariantIds: [vip],
      content: 'Doors at 7',
      scheduledFor: null,
    });
    expect(show.mock.calls.map(([notice]) => notice.message)).toContain(MESSAGES.messagesSent);
  });

  it('sends to the people waiting on the date, a choice beside all guests', async () => {
    const onClose = vi.fn();
    serve();
    renderAt('/', '/', <EventMessageDialog event={event} channel="sms" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS' });
    fireEvent.click(within(dialog).getByRole('radio', { name: MESSAGES.waitlistReceiver }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('by-event-recipients').textContent).toBe(
        '3 people waiting with a phone',
      ),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'SMS text' }), {
      target: { value: 'Two more places soon' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.find(([path]) => path === '/api/client/mailing/send-sms/by-event-id')!;
    expect(bodyOf(sent[1])).toMatchObject({ eventId: event.id, target: 'waiting', ticketVariantIds: [] });
  });
});
