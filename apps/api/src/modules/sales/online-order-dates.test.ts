import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { dateOnSale, guest, holdAndCheckout, placeHold } from '../../../test/checkout-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/database';
import { withDates } from './locked-sale.service';
import { findHoldToCheckout, findOnlineOrder } from './online-order.repository';
import { abandonOnlineOrder, checkoutHold, payOnlineOrder } from './online-order.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const NOT_LOCKED = /is not locked by this sale/;

/** Two dates of one organiser on sale: the sale below holds A's lock only, and the orders are B's. */
async function twoDates() {
  const a = await dateOnSale(testApp);
  const b = await createActivityWithDate(a.master, { published: true });
  return { organizationId: a.organizationId, dateA: a.event.id as string, b };
}

/**
 * Runs `work` on a sale holding `eventId` only, inside a transaction of the test's own, and answers what `read`
 * sees in that transaction afterwards: whatever `work` wrote before it threw is still visible there.
 */
async function onSaleOf<T>(
  organizationId: string,
  eventId: string,
  work: Parameters<typeof withDates>[3],
  read: (trx: Db) => Promise<T>,
): Promise<{ error: unknown; after: T }> {
  return testApp.db.transaction().execute(async (trx) => {
    const error = await withDates(trx, organizationId, [eventId], work).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    return { error, after: await read(trx) };
  });
}

const statusOf = (trx: Db, orderId: string) =>
  trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();

const ticketsOf = (trx: Db, orderId: string) =>
  trx.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute();

describe("a sale never acts on an order of a date it does not hold (the functions behind LockedSale's methods)", () => {
  it('payOnlineOrder refuses before issuing a ticket', async () => {
    const { organizationId, dateA, b } = await twoDates();
    const { orderId } = await holdAndCheckout(testApp, b.event.id, [
      { identity: b.variants[0].id, quantity: 2 },
    ]);
    const { error, after } = await onSaleOf(
      organizationId,
      dateA,
      async (sale) => {
        const order = (await findOnlineOrder(sale.trx, organizationId, orderId))!;
        const payment = {
          provider: 'test' as const,
          sessionId: order.paymentSessionId!,
          paymentIntentId: null,
        };
        return payOnlineOrder(sale, order, payment);
      },
      async (trx) => ({ ...(await statusOf(trx, orderId)), tickets: await ticketsOf(trx, orderId) }),
    );
    expect(String(error)).toMatch(NOT_LOCKED);
    expect(after).toEqual({ status: 'pending', tickets: [] });
  });

  it('abandonOnlineOrder refuses before expiring the order', async () => {
    const { organizationId, dateA, b } = await twoDates();
    const { orderId } = await holdAndCheckout(testApp, b.event.id, [
      { identity: b.variants[0].id, quantity: 1 },
    ]);
    const { error, after } = await onSaleOf(
      organizationId,
      dateA,
      async (sale) => abandonOnlineOrder(sale, (await findOnlineOrder(sale.trx, organizationId, orderId))!),
      (trx) => statusOf(trx, orderId),
    );
    expect(String(error)).toMatch(NOT_LOCKED);
    expect(after).toEqual({ status: 'pending' });
  });

  it('checkoutHold refuses before making an order', async () => {
    const { organizationId, dateA, b } = await twoDates();
    const held = await placeHold(testApp.client(), b.event.id, [{ identity: b.variants[0].id, quantity: 1 }]);
    const holdId = held.body.id as string;
    const { error, after } = await onSaleOf(
      organizationId,
      dateA,
      async (sale) =>
        checkoutHold(sale, (await findHoldToCheckout(sale.trx, organizationId, holdId))!, {
          ...guest(),
          phone: null,
          address: null,
          customFields: [],
          activityId: b.activity.id,
          promo: null,
          paymentProvider: 'test',
        }),
      (trx) => trx.selectFrom('orders').select('id').where('hold_id', '=', holdId).execute(),
    );
    expect(String(error)).toMatch(NOT_LOCKED);
    expect(after).toEqual([]);
  });
});
