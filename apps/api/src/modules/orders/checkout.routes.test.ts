import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  checkout,
  dateOnSale,
  guest,
  holdAndCheckout,
  placeHold,
  testPay,
} from '../../../test/checkout-fixtures';

const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp(NO_RATE_LIMIT);
});
afterAll(() => testApp.close());

describe('POST /api/public/holds/{holdId}/checkout', () => {
  it('makes a pending order with the test payment page, whose Pay issues the tickets', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }]);
    expect(order.total).toBe(3000);
    expect(order.paymentUrl).toBe(`${testApp.baseUrl}/pay/test/${order.orderId}`);
    const pending = await order.customer.get(`/api/public/orders/${order.orderId}`);
    expect(pending.body).toMatchObject({ status: 'pending', total: 3000, tickets: [] });
    const paid = await testPay(order.customer, order.orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.tickets).toHaveLength(2);
  });

  it('answers 409 for a hold already checked out', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
    expect((await checkout(customer, held.body.id, guest())).status).toBe(201);
    expect((await checkout(customer, held.body.id, guest())).status).toBe(409);
  });
});
