import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOnSale, guest, holdAndCheckout } from '../../../test/checkout-fixtures';
import { CollidingReferences } from '../../../test/reference-seam';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { newOrderReference } from './order.repository';

const REFERENCE = /^USH-[0-9A-HJKMNP-TV-Z]{10}$/;

const collisions = new CollidingReferences();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({}, { databasePlugins: [collisions] });
});
afterAll(() => testApp.close());

const freeOrder = (client: Awaited<ReturnType<typeof dateOnSale>>['master'], variantId: string) =>
  client.post('/api/client/order/free', {
    ...guest(),
    phoneNumber: '07700 900123',
    address: null,
    items: [{ identity: variantId, quantity: 2 }],
  });

const ordersWith = (reference: string) =>
  testApp.db.selectFrom('orders').select('id').where('reference', '=', reference).execute();

describe('order references', () => {
  it('are USH- and 10 characters of Crockford base 32, none alike in 10,000 draws', () => {
    const drawn = Array.from({ length: 10_000 }, newOrderReference);
    expect(drawn.every((reference) => REFERENCE.test(reference))).toBe(true);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('never fail an order issued at once: a taken reference, twice over, is drawn again', async () => {
    const { master, variantId } = await dateOnSale(testApp, {
      variants: [{ name: 'Free', price: 0, max: 50 }],
    });
    const first = await freeOrder(master, variantId);
    expect(first.status).toBe(200);
    const taken = first.body.orderReference as string;
    // Its one statement, then the sale it falls back to, both draw the first order's reference.
    collisions.collideNext(taken, 2);
    const second = await freeOrder(master, variantId);
    expect(collisions.pending).toBe(0);
    expect(second.status).toBe(200);
    expect(second.body.orderReference).toMatch(REFERENCE);
    expect(second.body.orderReference).not.toBe(taken);
    expect(second.body.tickets).toHaveLength(2);
    expect(await ordersWith(taken)).toHaveLength(1);
  });

  it("never fail a customer's checkout: the sale runs again with a new reference", async () => {
    const { eventId, variantId } = await dateOnSale(testApp).then((date) => ({
      eventId: date.event.id as string,
      variantId: date.variantId,
    }));
    const first = await holdAndCheckout(testApp, eventId, [{ identity: variantId, quantity: 1 }]);
    collisions.collideNext(first.orderReference, 1);
    const second = await holdAndCheckout(testApp, eventId, [{ identity: variantId, quantity: 1 }]);
    expect(collisions.pending).toBe(0);
    expect(second.orderReference).toMatch(REFERENCE);
    expect(second.orderReference).not.toBe(first.orderReference);
    expect(second.paymentUrl).toBeTruthy();
    expect(await ordersWith(first.orderReference)).toHaveLength(1);
  });
});
