import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { TMessageCostResponse } from '@usher/contract/mailing';
import type { TMailingList, TMyMailingListsResponse } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { SendMessageScreen } from './send-message-screen';

const friends: TMailingList = {
  id: '5d0b7a1e-0000-4000-8000-000000000001',
  name: 'Friends',
  isDefault: false,
  receivers: [
    {
      id: '5d0b7a1e-0000-4000-8000-0000000000a1',
      email: 'ann@example.com',
      phone: null,
      checked: true,
      unsubscribed: false,
    },
    {
      id: '5d0b7a1e-0000-4000-8000-0000000000a2',
      email: 'bob@example.com',
      phone: '+447700900002',
      checked: true,
      unsubscribed: false,
    },
    {
      id: '5d0b7a1e-0000-4000-8000-0000000000a3',
      email: 'gone@example.com',
      phone: null,
      checked: true,
      unsubscribed: true,
    },
  ],
};
const allGuests: TMailingList = {
  id: 'all-guests',
  name: 'All guests',
  isDefault: true,
  receivers: [
    { id: null, email: 'ANN@example.com', phone: '+447700900009', checked: true, unsubscribed: false },
  ],
};

const fetchMock = mockFetch();
afterEach(() => vi.restoreAllMocks());

function serve(
  lists: TMyMailingListsResponse = { userMailingLists: [friends], defaultMailingLists: [allGuests] },
) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/client/mailing-lists/get-my-mailing-lists') return json(200, lists);
    if (path === '/api/client/mailing/cost') {
      const { channel, recipients } = JSON.parse(init!.body as string);
      const cost: TMessageCostResponse = {
        channel,
        recipients,
        sentThisMonth: 995,
        freeLeft: 5,
        cost: channel === 'sms' ? recipients * 6.9 : 0,
        tailored: false,
      };
      return json(200, cost);
    }
    if (path.startsWith('/api/client/mailing/send-'))
      return json(200, { id: friends.id, recipients: 2, duplicates: 1, unsubscribed: 1, scheduledFor: null });
    return json(404, { message: MESSAGES.notFound });
  });
  return renderRoutes(
    [
      { path: '/messages/send-message', element: <SendMessageScreen /> },
      { path: '/messages', element: <p>Messages screen</p> },
      { path: '/messages/manage-lists', element: <p>Manage lists screen</p> },
    ],
    '/messages/send-message',
  );
}

const sentBody = (path: string) =>
  JSON.parse(fetchMock.mock.calls.find(([called]) => called === path)![1]!.body as string);
const toasts = (show: MockInstance<typeof notifications.show>) =>
  show.mock.calls.map(([notice]) => notice.message);
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const emailForm = () => screen.getByRole('form', { name: 'Send email' });

describe('SendMessageScreen', () => {
  it('says there are no lists and links to Manage lists', async () => {
    serve({ userMailingLists: [], defaultMailingLists: [] });
    expect(await screen.findByText(MESSAGES.noLists)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage lists' }).getAttribute('href')).toBe(
      '/messages/manage-lists',
    );
  });

  it('opens with nothing ticked; a list checkbox chooses all but the unsubscribed, indeterminate when partly', async () => {
    serve();
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Friends' })).checked).toBe(false);
    expect(checkbox('All guests').checked).toBe(false);
    expect(screen.getByText('0 of 3 chosen')).toBeTruthy();
    fireEvent.click(checkbox('Friends'));
    expect(checkbox('Friends').checked).toBe(true);
    expect(screen.getByText('2 of 3 chosen')).toBeTruthy();
    // Receivers are rendered only once the list is opened.
    expect(screen.queryByRole('checkbox', { name: 'ann@example.com' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show receivers of Friends' }));
    expect(checkbox('gone@example.com').disabled).toBe(true);
    expect(checkbox('gone@example.com').checked).toBe(false);
    expect(screen.getByText('Unsubscribed')).toBeTruthy();

    fireEvent.click(checkbox('ann@example.com'));
    expect(checkbox('Friends').checked).toBe(false);
    expect(checkbox('Friends').indeterminate).toBe(true);
    expect(screen.getByText('1 of 3 chosen')).toBeTruthy();

    fireEvent.click(checkbox('Friends'));
    expect(checkbox('ann@example.com').checked).toBe(true);
    fireEvent.click(checkbox('Friends'));
    expect(checkbox('ann@example.com').checked).toBe(false);
    expect(checkbox('bob@example.com · +447700900002').checked).toBe(false);
  });

  it('toasts the missing fields, then the missing receivers, before any send', async () => {
    const show = vi.spyOn(notifications, 'show');
    serve();
    await screen.findByRole('checkbox', { name: 'Friends' });
    fireEvent.click(within(emailForm()).getByRole('button', { name: 'Send email' }));
    await waitFor(() => expect(toasts(show)).toContain(MESSAGES.fillAllRequired));
    expect(await screen.findByText(MESSAGES.emailSubjectRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailBodyRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Send SMS' }));
    const sms = screen.getByRole('form', { name: 'Send SMS' });
    fireEvent.change(within(sms).getByRole('textbox', { name: 'SMS text' }), {
      target: { value: 'Doors at 7' },
    });
    fireEvent.click(within(sms).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(toasts(show)).toContain(MESSAGES.chooseReceiverPhone));
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/mailing/send-'))).toBe(false);
  });

  it('counts the SMS text live against the limit that applies', async () => {
    serve();
    await screen.findByRole('checkbox', { name: 'Friends' });
    fireEvent.click(screen.getByRole('tab', { name: 'Send SMS' }));
    const text = screen.getByRole('textbox', { name: 'SMS text' });
    expect(screen.getByText('0 / 160 (GSM-7)')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Doors at 7' } });
    expect(screen.getByText('10 / 160 (GSM-7)')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Doors at 7 🎉' } });
    expect(screen.getByText('13 / 70 (special characters)')).toBeTruthy();
  });

  it('confirms with the recipients, duplicates, unsubscribed and the cost, then sends each phone once', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { router } = serve();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Friends' }));
    fireEvent.click(checkbox('All guests'));
    fireEvent.click(screen.getByRole('tab', { name: 'Send SMS' }));
    const sms = screen.getByRole('form', { name: 'Send SMS' });
    fireEvent.change(within(sms).getByRole('textbox', { name: 'SMS text' }), {
      target: { value: 'Doors at 7' },
    });
    fireEvent.click(within(sms).getByRole('button', { name: 'Send SMS' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this SMS?' });
    expect(within(dialog).getByText('2 recipients')).toBeTruthy();
    expect(within(dialog).getByText('0 duplicates removed')).toBeTruthy();
    expect(within(dialog).getByText('0 unsubscribed receivers left out')).toBeTruthy();
    expect(await within(dialog).findByText('£0.138 ex VAT')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(sentBody('/api/client/mailing/send-sms')).toEqual({
      phones: ['+447700900002', '+447700900009'],
      content: 'Doors at 7',
      scheduledFor: null,
    });
    expect(toasts(show)).toContain(MESSAGES.messagesSent);
  });

  it('counts an email chosen twice once, and the unsubscribed one left out', async () => {
    serve();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Friends' }));
    fireEvent.click(checkbox('All guests'));
    fireEvent.change(within(emailForm()).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Hello' },
    });
    // The rich-text body is typed into through the editor in the browser specs; here the form gets its HTML.
    const body = within(emailForm()).getByRole('textbox', { name: 'Email body' });
    body.innerHTML = '<p>See you</p>';
    fireEvent.input(body);
    await waitFor(() => expect(body.textContent).toBe('See you'));
    fireEvent.click(within(emailForm()).getByRole('button', { name: 'Send email' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this email?' });
    expect(within(dialog).getByText('2 recipients')).toBeTruthy();
    expect(within(dialog).getByText('1 duplicate removed')).toBeTruthy();
    expect(within(dialog).getByText('1 unsubscribed receiver left out')).toBeTruthy();
    expect(await within(dialog).findByText('Free')).toBeTruthy();
    expect(within(dialog).getByText('5 of 1,000 free emails left this month (995 sent)')).toBeTruthy();
  });

  it('opens a list of 50,000 a page at a time, finds a receiver by search and keeps the choice', async () => {
    const big: TMailingList = {
      ...friends,
      id: 'big',
      name: 'Everyone',
      receivers: Array.from({ length: 50_000 }, (_, index) => ({
        id: null,
        email: `r${index}@example.com`,
        phone: null,
        checked: true,
        unsubscribed: false,
      })),
    };
    serve({ userMailingLists: [big], defaultMailingLists: [] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Everyone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show receivers of Everyone' }));
    const receivers = screen.getByRole('list', { name: 'Everyone receivers' });
    expect(within(receivers).getAllByRole('checkbox')).toHaveLength(25);
    expect(screen.getByText('1–25 of 50,000')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Find a receiver of Everyone' }), {
      target: { value: 'r49999@' },
    });
    const found = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'r49999@example.com' });
    expect(within(receivers).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(found);
    expect(found.checked).toBe(false);
    expect(screen.getByText('49,999 of 50,000 chosen')).toBeTruthy();
  });
});
