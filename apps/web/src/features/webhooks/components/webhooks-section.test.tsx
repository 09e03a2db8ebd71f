import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { WebhooksSection } from './webhooks-section';

const fetchMock = mockFetch();
afterEach(() => vi.restoreAllMocks());

const webhook = {
  id: '6d8f4c1e-0000-4000-8000-000000000001',
  url: 'https://hooks.example.com/usher',
  events: ['order.paid', 'ticket.checked_in'],
  status: 'active',
  createdAt: '2026-11-28T10:00:00.000Z',
};
const delivery = {
  id: '6d8f4c1e-0000-4000-8000-0000000000d1',
  eventId: '6d8f4c1e-0000-4000-8000-0000000000e1',
  type: 'order.paid',
  attempt: 2,
  status: 'failed',
  responseStatus: 500,
  durationMs: 87,
  error: 'answered 500',
  createdAt: '2026-11-28T10:05:00.000Z',
  nextAttemptAt: '2026-11-28T10:10:00.000Z',
};
const secret = `whsec_${'A'.repeat(43)}=`;

/** The API as the section sees it, with what it was asked recorded. */
function answerApi(overrides: Record<string, () => Response> = {}) {
  const asked: { method: string; url: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    asked.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.replace(/^https?:\/\/[^/]+/, '')}`;
    if (overrides[key]) return overrides[key]();
    if (key === 'GET /api/client/webhooks') return json(200, { webhooks: [webhook] });
    if (key.endsWith('/deliveries')) return json(200, { deliveries: [delivery], nextCursor: null });
    if (key.endsWith('/redeliver')) return json(202, { result: true });
    if (key.endsWith('/delete')) return json(200, { result: true });
    if (key === 'POST /api/client/webhooks') {
      return json(201, { ...webhook, id: 'new', url: 'https://new.example.com/hook', secret });
    }
    return json(404, { message: 'Not found' });
  });
  return asked;
}

describe('WebhooksSection', () => {
  it('lists each webhook with its URL, events and status', async () => {
    answerApi();
    renderAt('/', '/', <WebhooksSection />);
    const list = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(list).getByText(webhook.url)).toBeTruthy();
    expect(within(list).getByText('order.paid, ticket.checked_in')).toBeTruthy();
    expect(within(list).getByText('Active')).toBeTruthy();
  });

  it('adds a webhook with the chosen events and shows its secret once, with a copy button', async () => {
    const show = vi.spyOn(notifications, 'show');
    const asked = answerApi();
    renderAt('/', '/', <WebhooksSection />);
    await screen.findByRole('table', { name: 'Webhooks' });
    fireEvent.change(screen.getByLabelText(/URL/), { target: { value: 'https://new.example.com/hook' } });
    fireEvent.click(screen.getByLabelText(/A ticket is checked in/));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByLabelText('Signing secret')).textContent).toBe(secret);
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(asked.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://new.example.com/hook',
      events: ['order.paid', 'ticket.checked_in'],
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.webhookCreated }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it("puts the server's refusal of the URL on the field", async () => {
    answerApi({
      'POST /api/client/webhooks': () =>
        json(400, { message: MESSAGES.webhookUrlInternal, errors: { url: MESSAGES.webhookUrlInternal } }),
    });
    renderAt('/', '/', <WebhooksSection />);
    await screen.findByRole('table', { name: 'Webhooks' });
    fireEvent.change(screen.getByLabelText(/URL/), { target: { value: 'https://10.0.0.1/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findAllByText(MESSAGES.webhookUrlInternal)).not.toHaveLength(0);
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('refuses to add a webhook without an event, asking nothing of the server', async () => {
    const asked = answerApi();
    renderAt('/', '/', <WebhooksSection />);
    await screen.findByRole('table', { name: 'Webhooks' });
    fireEvent.change(screen.getByLabelText(/URL/), { target: { value: 'https://new.example.com/hook' } });
    fireEvent.click(screen.getByLabelText(/An order is paid/));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(MESSAGES.webhookEventsRequired)).toBeTruthy();
    expect(asked.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the deliveries of a webhook and redelivers one with a toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    const asked = answerApi();
    renderAt('/', '/', <WebhooksSection />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Deliveries' }))[0]!);
    const button = (await screen.findAllByRole('button', { name: 'Redeliver order.paid attempt 2' }))[0]!;
    expect(screen.getAllByText('500').length).toBeGreaterThan(0);
    expect(screen.getAllByText('87 ms').length).toBeGreaterThan(0);
    fireEvent.click(button);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.webhookRedelivered })),
    );
    expect(asked.some((call) => call.url.endsWith(`/deliveries/${delivery.id}/redeliver`))).toBe(true);
  });

  it('deletes a webhook after the confirm, with a toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    const asked = answerApi();
    renderAt('/', '/', <WebhooksSection />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete' }))[0]!);
    expect(await screen.findByText(MESSAGES.confirmDeleteWebhook)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.webhookDeleted })),
    );
    expect(asked.some((call) => call.url.endsWith(`/webhooks/${webhook.id}/delete`))).toBe(true);
  });
});
