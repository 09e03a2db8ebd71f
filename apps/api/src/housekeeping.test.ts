import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityWithDate } from '../test/activity-fixtures';
import { dateOnSale, holdAndCheckout, testPay } from '../test/checkout-fixtures';
import { createOrganisation, signedInClient } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { MESSAGES } from '@usher/contract/messages';
import { purgeExpired } from './housekeeping';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('the hourly purge', () => {
  it('forgets check-in nonces, ended sessions and ended holds older than a day, offline scans older than a week, and keeps the rest', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const { event } = await createActivityWithDate(admin);
    const nonce = (createdAt: Date) => ({
      organization_id: organizationId,
      nonce: crypto.randomUUID(),
      event_id: event.id,
      ticket_id: null,
      created_at: createdAt,
    });
    const [oldNonce, freshNonce] = [nonce(ago(2 * DAY)), nonce(ago(60_000))];
    await testApp.db.insertInto('check_in_requests').values([oldNonce, freshNonce]).execute();
    const offlineScan = (createdAt: Date) => ({
      organization_id: organizationId,
      nonce: crypto.randomUUID(),
      event_id: event.id,
      device_id: 'door-1',
      scanned_at: createdAt,
      result: null,
      created_at: createdAt,
    });
    const [oldScan, weekOldScan] = [offlineScan(ago(8 * DAY)), offlineScan(ago(6 * DAY))];
    await testApp.db.insertInto('offline_scans').values([oldScan, weekOldScan]).execute();
    const session = (id: string, fields: { expires_at: Date; revoked_at?: Date }) => ({
      id_hash: id,
      user_id: admin.member.userId,
      last_seen_at: ago(3 * DAY),
      revoked_at: null,
      user_agent: null,
      ...fields,
    });
    await testApp.db
      .insertInto('sessions')
      .values([
        session('expired-long-ago', { expires_at: ago(2 * DAY) }),
        session('revoked-long-ago', { expires_at: new Date(Date.now() + DAY), revoked_at: ago(2 * DAY) }),
        session('expired-just-now', { expires_at: ago(60_000) }),
      ])
      .execute();

    const hold = (fields: { expires_at: Date; released_at?: Date; checked_out_at?: Date }) => ({
      organization_id: organizationId,
      event_id: event.id,
      ...fields,
    });
    const holds = await testApp.db
      .insertInto('holds')
      .values([
        hold({ expires_at: ago(2 * DAY) }),
        hold({ expires_at: new Date(Date.now() + DAY), released_at: ago(2 * DAY) }),
        hold({ expires_at: ago(60_000) }),
        hold({ expires_at: ago(2 * DAY), checked_out_at: ago(2 * DAY) }),
      ])
      .returning('id')
      .execute();

    expect(await purgeExpired(testApp.db)).toEqual({
      nonces: 1,
      offlineScans: 1,
      sessions: 2,
      holds: 2,
      orders: 0,
      interruptedRefunds: 0,
      webhookDeliveries: 0,
    });
    const scans = await testApp.db.selectFrom('offline_scans').select('nonce').execute();
    expect(scans.map((row) => row.nonce)).toEqual([weekOldScan.nonce]);
    const keptHolds = await testApp.db.selectFrom('holds').select('id').execute();
    expect(keptHolds.map((row) => row.id).sort()).toEqual([holds[2]!.id, holds[3]!.id].sort());
    const nonces = await testApp.db.selectFrom('check_in_requests').select('nonce').execute();
    expect(nonces.map((row) => row.nonce)).toEqual([freshNonce.nonce]);
    const sessions = await testApp.db.selectFrom('sessions').select('id_hash').execute();
    expect(sessions.map((row) => row.id_hash).sort()).toEqual(expect.arrayContaining(['expired-just-now']));
    expect(sessions.map((row) => row.id_hash)).not.toContain('expired-long-ago');
    expect(sessions.map((row) => row.id_hash)).not.toContain('revoked-long-ago');
    // The signed-in admin's own live session is untouched.
    expect((await admin.get('/api/client/user')).status).toBe(200);
  });

  it('marks expired the online orders still pending an hour after their hold ended, and no other', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const items = [{ identity: variantId, quantity: 1 }];
    const [abandoned, recent, live, paid] = await Promise.all(
      Array.from({ length: 4 }, () => holdAndCheckout(testApp, event.id, items)),
    );
    await testPay(paid!.customer, paid!.orderId);
    const endHold = (holdId: string, ms: number) =>
      testApp.db
        .updateTable('holds')
        .set({ expires_at: ago(ms) })
        .where('id', '=', holdId)
        .execute();
    await Promise.all([
      endHold(abandoned!.holdId, 2 * 60 * 60 * 1000),
      endHold(recent!.holdId, 10 * 60 * 1000),
    ]);
    expect((await purgeExpired(testApp.db)).orders).toBe(1);
    const statuses = await testApp.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('event_id', '=', event.id)
      .execute();
    const statusOf = (orderId: string) => statuses.find((row) => row.id === orderId)?.status;
    expect(statusOf(abandoned!.orderId)).toBe('expired');
    expect(statusOf(recent!.orderId)).toBe('pending');
    expect(statusOf(live!.orderId)).toBe('pending');
    expect(statusOf(paid!.orderId)).toBe('paid');
  });

  it('puts back, saying so, the orders whose refund a dying process left with the provider over ten minutes ago', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const items = [{ identity: variantId, quantity: 1 }];
    const [interrupted, underWay, cancelledBefore] = await Promise.all(
      Array.from({ length: 3 }, () => holdAndCheckout(testApp, event.id, items)),
    );
    for (const order of [interrupted!, underWay!, cancelledBefore!])
      await testPay(order.customer, order.orderId);
    const markRefundPending = (orderId: string, startedAgoMs: number, cancelledAt: Date | null = null) =>
      testApp.db
        .updateTable('orders')
        .set({ status: 'refund_pending', refund_started_at: ago(startedAgoMs), cancelled_at: cancelledAt })
        .where('id', '=', orderId)
        .execute();
    await markRefundPending(interrupted!.orderId, 11 * 60 * 1000);
    await markRefundPending(underWay!.orderId, 2 * 60 * 1000);
    await markRefundPending(cancelledBefore!.orderId, 30 * 60 * 1000, ago(40 * 60 * 1000));

    expect((await purgeExpired(testApp.db)).interruptedRefunds).toBe(2);
    const rows = await testApp.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_problem'])
      .where('event_id', '=', event.id)
      .execute();
    const rowOf = (orderId: string) => rows.find((row) => row.id === orderId);
    expect(rowOf(interrupted!.orderId)).toMatchObject({
      status: 'paid',
      payment_problem: MESSAGES.refundInterrupted,
    });
    expect(rowOf(cancelledBefore!.orderId)).toMatchObject({
      status: 'cancelled',
      payment_problem: MESSAGES.refundInterrupted,
    });
    expect(rowOf(underWay!.orderId)).toMatchObject({ status: 'refund_pending', payment_problem: null });
  });

  it('deletes webhook events and their attempts older than 30 days, and keeps the newer ones', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const webhook = await testApp.db
      .insertInto('webhooks')
      .values({
        organization_id: organizationId,
        url: 'https://hooks.example.test/',
        events: ['order.paid'],
        secret: 'whsec_x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = (createdAt: Date) =>
      testApp.db
        .insertInto('webhook_messages')
        .values({
          event_id: crypto.randomUUID(),
          webhook_id: webhook.id,
          organization_id: organizationId,
          type: 'order.paid',
          sequence_key: crypto.randomUUID(),
          status: 'delivered',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [old, recent] = [await message(ago(31 * DAY)), await message(ago(29 * DAY))];
    const attempt = (messageId: string, createdAt: Date) => ({
      message_id: messageId,
      webhook_id: webhook.id,
      organization_id: organizationId,
      attempt: 1,
      status: 'delivered' as const,
      response_status: 200,
      duration_ms: 5,
      error: null,
      next_attempt_at: null,
      created_at: createdAt,
    });
    await testApp.db
      .insertInto('webhook_attempts')
      .values([attempt(old.id, ago(31 * DAY)), attempt(recent.id, ago(29 * DAY))])
      .execute();

    expect((await purgeExpired(testApp.db)).webhookDeliveries).toBe(1);
    const kept = await testApp.db
      .selectFrom('webhook_messages')
      .select('id')
      .where('webhook_id', '=', webhook.id)
      .execute();
    expect(kept).toEqual([{ id: recent.id }]);
    const attempts = await testApp.db
      .selectFrom('webhook_attempts')
      .select('message_id')
      .where('webhook_id', '=', webhook.id)
      .execute();
    expect(attempts).toEqual([{ message_id: recent.id }]);
  });
});
