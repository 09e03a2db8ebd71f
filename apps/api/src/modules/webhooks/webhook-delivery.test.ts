import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { ZApiOrder } from '@usher/contract/api-v1';
import { ZWebhookTicket, type TWebhookEventType } from '@usher/contract/webhooks';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { dateOnSale, holdAndCheckout, testPay } from '../../../test/checkout-fixtures';
import { inDays } from '../../../test/activity-fixtures';
import { startLoopbackWebhooks, type LoopbackWebhooks } from '../../../test/loopback-webhooks';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhook.dispatcher';

// What webhooks send, on the real database, to a loopback receiver (WEBHOOKS_ALLOW_PRIVATE_URLS): the events
// written by the change's own transaction, signed as Standard Webhooks says, retried on a short schedule.

const RETRY_MS = [150, 150, 150];
let testApp: TestApp;
let dispatcher: WebhookDispatcher;
let receiver: LoopbackWebhooks;

beforeAll(async () => {
  testApp = await startTestApp({ webhooksAllowPrivateUrls: true });
  dispatcher = createWebhookDispatcher({
    db: testApp.db,
    allowPrivateUrls: true,
    delivery: testApp.app.delivery,
    retryScheduleMs: RETRY_MS,
    timeoutMs: 2_000,
    pollIntervalMs: 50,
  });
  dispatcher.start(testApp.app.log);
});
afterAll(async () => {
  await dispatcher.stop();
  await testApp.close();
});
afterEach(async () => receiver?.close());

const ALL_EVENTS: TWebhookEventType[] = [
  'order.paid',
  'order.cancelled',
  'order.refunded',
  'ticket.checked_in',
  'ticket.check_in_undone',
  'event.updated',
];

/** An organiser with a date on sale and a webhook to a fresh loopback receiver. */
async function organiserWithWebhook(events = ALL_EVENTS) {
  receiver = await startLoopbackWebhooks();
  const sale = await dateOnSale(testApp);
  const created = await sale.master.post('/api/client/webhooks', { url: receiver.url, events });
  expect(created.status).toBe(201);
  return { ...sale, webhook: created.body as { id: string; secret: string } };
}

const freeOrder = async (master: Awaited<ReturnType<typeof dateOnSale>>['master'], variantId: string) => {
  const response = await master.post('/api/client/order/free', {
    phoneNumber: '07700 900123',
    address: null,
    fullName: 'Mary Seacole',
    email: 'mary@example.test',
    customField1: 'Vegetarian',
    items: [{ identity: variantId, quantity: 2 }],
  });
  expect(response.status).toBe(200);
  return response.body as { orderReference: string; tickets: { ticketExternalId: string }[] };
};

const headersOf = (request: LoopbackWebhooks['received'][number]) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

const messagesOf = (organizationId: string) =>
  testApp.db
    .selectFrom('webhook_messages')
    .select(['type', 'status', 'attempts'])
    .where('organization_id', '=', organizationId)
    .orderBy('seq')
    .execute();

describe('an order paid, cancelled and checked in', { timeout: 60_000 }, () => {
  it('sends order.paid signed as Standard Webhooks says, with the order as /api/v1 shows it', async () => {
    const { master, variantId, organizationId, webhook } = await organiserWithWebhook();
    const order = await freeOrder(master, variantId);
    const [request] = await receiver.waitFor(1);
    const verified = new Webhook(webhook.secret).verify(request!.body, headersOf(request!));
    expect(verified).toEqual(request!.json);
    expect(request!.json).toMatchObject({
      id: request!.headers['webhook-id'],
      type: 'order.paid',
      organisationId: organizationId,
      data: { orderReference: order.orderReference, status: 'paid', fullName: 'Mary Seacole' },
    });
    const data = ZApiOrder.parse(request!.json.data);
    expect(data.tickets.map((ticket) => ticket.ticketId).sort()).toEqual(
      order.tickets.map((ticket) => ticket.ticketExternalId).sort(),
    );
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(() =>
      new Webhook(webhook.secret).verify(request!.body.replace('paid', 'pa1d'), headersOf(request!)),
    ).toThrow();

    const deliveries = await master.get(`/api/client/webhooks/${webhook.id}/deliveries`);
    expect(deliveries.body).toEqual({
      deliveries: [
        {
          id: expect.any(String),
          eventId: request!.json.id,
          type: 'order.paid',
          attempt: 1,
          status: 'delivered',
          responseStatus: 200,
          durationMs: expect.any(Number),
          error: null,
          createdAt: expect.any(String),
          nextAttemptAt: null,
        },
      ],
      nextCursor: null,
    });
  });

  it('sends an online order once it is paid, and its cancel after it', async () => {
    const { master, event, variantId } = await organiserWithWebhook();
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    await sleep(300);
    expect(receiver.received).toEqual([]);
    expect((await testPay(order.customer, order.orderId)).status).toBe(200);
    expect((await master.post(`/api/client/order/${order.orderReference}/cancel`)).status).toBe(200);
    const requests = await receiver.waitFor(2);
    expect(requests.map((r) => [r.json.type, r.json.data.status])).toEqual([
      ['order.paid', expect.any(String)],
      ['order.cancelled', 'cancelled'],
    ]);
    expect(requests[0]!.json.data.orderId).toBe(order.orderId);
  });

  it('sends ticket.checked_in for a scan and for a manual check-in, with the ticket', async () => {
    const { master, event, variantId } = await organiserWithWebhook(['ticket.checked_in']);
    const order = await freeOrder(master, variantId);
    const tickets = await testApp.db
      .selectFrom('tickets')
      .select(['external_id', 'check_in_code'])
      .where('event_id', '=', event.id)
      .orderBy('ticket_index')
      .execute();
    const scanned = await master.request(
      'POST',
      `/api/client/check-in/${event.id}/check-in/${encodeURIComponent(tickets[0]!.check_in_code)}`,
      { headers: { 'x-check-in-device': 'door-1' } },
    );
    expect(scanned.status).toBe(200);
    const manual = await master.post(
      `/api/client/check-in/${event.id}/manual-check-in/${tickets[1]!.external_id}`,
    );
    expect(manual.status).toBe(200);
    const requests = await receiver.waitFor(2);
    const data = requests.map((request) => ZWebhookTicket.parse(request.json.data));
    expect(requests.map((request) => request.json.type)).toEqual(['ticket.checked_in', 'ticket.checked_in']);
    expect(data.map((ticket) => ticket.ticketId)).toEqual(tickets.map((ticket) => ticket.external_id));
    expect(data[0]).toMatchObject({
      eventId: event.id,
      orderReference: order.orderReference,
      guestName: 'Mary Seacole',
      ticketVariantName: 'Standard',
      checkedInAt: expect.any(String),
    });
  });

  it('sends event.updated when the organiser moves the date, and nothing for a change rolled back', async () => {
    const { master, activity, event, organizationId } = await organiserWithWebhook(['event.updated']);
    await testApp.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('events')
          .set({ start_at: inDays(9) })
          .where('id', '=', event.id)
          .execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    await sleep(400);
    expect(receiver.received).toEqual([]);
    expect(await messagesOf(organizationId)).toEqual([]);

    const startAt = inDays(10);
    const moved = await master.post(`/api/client/event/${event.id}/update`, {
      activityId: activity.id,
      startAt,
      endAt: null,
      doorsOpenAt: null,
      maxTicketCount: 100,
    });
    expect(moved.status).toBe(200);
    const [request] = await receiver.waitFor(1);
    expect(request!.json).toMatchObject({ type: 'event.updated', data: { eventId: event.id, startAt } });
  });

  it('writes nothing for an organiser whose webhooks do not take the event', async () => {
    const { master, variantId, organizationId } = await organiserWithWebhook(['event.updated']);
    await freeOrder(master, variantId);
    expect(await messagesOf(organizationId)).toEqual([]);
  });
});

describe('retries', { timeout: 60_000 }, () => {
  it('sends again after a 500 with the same webhook-id, and records both attempts newest first', async () => {
    const { master, variantId, webhook } = await organiserWithWebhook(['order.paid']);
    receiver.answer = () => (receiver.received.length === 1 ? 500 : 204);
    await freeOrder(master, variantId);
    const [first, second] = await receiver.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    new Webhook(webhook.secret).verify(second!.body, headersOf(second!));
    await sleep(200);
    expect(receiver.received).toHaveLength(2);
    const deliveries = (await master.get(`/api/client/webhooks/${webhook.id}/deliveries`)).body.deliveries;
    expect(deliveries.map((d: any) => [d.attempt, d.status, d.responseStatus])).toEqual([
      [2, 'delivered', 204],
      [1, 'failed', 500],
    ]);
    expect(deliveries[1].error).toBe('answered 500');
    expect(deliveries[1].nextAttemptAt).toEqual(expect.any(String));
  });

  it('does not follow a redirect: it is a failed attempt, retried', async () => {
    const { master, variantId } = await organiserWithWebhook(['order.paid']);
    const elsewhere = await startLoopbackWebhooks();
    receiver.answer = () =>
      receiver.received.length === 1 ? { status: 307, headers: { location: elsewhere.url } } : 200;
    await freeOrder(master, variantId);
    await receiver.waitFor(2);
    expect(elsewhere.received).toEqual([]);
    await elsewhere.close();
  });

  it('gives an event up after the last retry of the schedule', async () => {
    const { master, variantId, organizationId } = await organiserWithWebhook(['order.paid']);
    receiver.answer = () => 503;
    await freeOrder(master, variantId);
    await receiver.waitFor(RETRY_MS.length + 1);
    await sleep(500);
    expect(receiver.received).toHaveLength(RETRY_MS.length + 1);
    expect(await messagesOf(organizationId)).toEqual([
      { type: 'order.paid', status: 'failed', attempts: RETRY_MS.length + 1 },
    ]);
  });

  it("keeps an order's events in order: its cancel waits until its payment is delivered", async () => {
    const { master, variantId } = await organiserWithWebhook(['order.paid', 'order.cancelled']);
    receiver.answer = () => (receiver.received.length <= 2 ? 500 : 200);
    const order = await freeOrder(master, variantId);
    await receiver.waitFor(1);
    expect((await master.post(`/api/client/order/${order.orderReference}/cancel`)).status).toBe(200);
    const requests = await receiver.waitFor(4);
    expect(requests.map((request) => request.json.type)).toEqual([
      'order.paid',
      'order.paid',
      'order.paid',
      'order.cancelled',
    ]);
  });

  it('redelivers an attempt on request, with the same webhook-id', async () => {
    const { master, variantId, webhook } = await organiserWithWebhook(['order.paid']);
    await freeOrder(master, variantId);
    const [first] = await receiver.waitFor(1);
    const [delivery] = (await master.get(`/api/client/webhooks/${webhook.id}/deliveries`)).body.deliveries;
    const again = await master.post(`/api/client/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`);
    expect(again.status).toBe(202);
    const [, second] = await receiver.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  });
});

describe('disabling', { timeout: 60_000 }, () => {
  const setEmail = (organizationId: string) =>
    testApp.db
      .updateTable('organizations')
      .set({ email: 'owner@example.test' })
      .where('id', '=', organizationId)
      .execute();
  const noticesOf = (organizationId: string) =>
    testApp.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'body_text'])
      .where('organization_id', '=', organizationId)
      .where('subject', '=', 'Your webhook was disabled')
      .execute();

  it('disables a webhook that answers 410 at once, tells the organiser, and sends it nothing more', async () => {
    const { master, variantId, organizationId, webhook } = await organiserWithWebhook(['order.paid']);
    await setEmail(organizationId);
    receiver.answer = () => 410;
    await freeOrder(master, variantId);
    await receiver.waitFor(1);
    await sleep(400);
    expect((await master.get('/api/client/webhooks')).body.webhooks[0].status).toBe('disabled');
    const notices = await noticesOf(organizationId);
    expect(notices).toEqual([expect.objectContaining({ recipient: 'owner@example.test' })]);
    expect(notices[0]!.body_text).toContain(receiver.url);
    await freeOrder(master, variantId);
    await sleep(400);
    expect(receiver.received).toHaveLength(1);
    expect(webhook.id).toEqual(expect.any(String));
  });

  it('disables a webhook that has failed for three days', async () => {
    const { master, variantId, organizationId, webhook } = await organiserWithWebhook(['order.paid']);
    await setEmail(organizationId);
    await testApp.db
      .updateTable('webhooks')
      .set({ failing_since: new Date(Date.now() - 3 * 24 * 3_600_000 - 1_000) })
      .where('id', '=', webhook.id)
      .execute();
    receiver.answer = () => 500;
    await freeOrder(master, variantId);
    await receiver.waitFor(1);
    await sleep(500);
    expect(receiver.received).toHaveLength(1);
    expect((await master.get('/api/client/webhooks')).body.webhooks[0].status).toBe('disabled');
    expect(await noticesOf(organizationId)).toHaveLength(1);
  });
});
