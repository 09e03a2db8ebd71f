import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dateOnSale, guest, holdAndCheckout, testPay } from '../../../test/checkout-fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { startLoopbackSms, type LoopbackSms } from '../../../test/loopback-sms';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createDeliveryTestDatabase, FAST_DELIVERY } from '../../../test/test-delivery';
import type { TestDatabase } from '../../../test/test-database';
import type { PaymentToRefund } from '../payments/payment-provider';
import { createTestPaymentProvider } from '../payments/test-payment.provider';
import { confirmOrderPaid } from './order-payment.service';
import { paymentScopeOf } from './payment-scope';

// What a paid order sends, and what becomes of a payment that arrives after its hold ended: honoured when the
// places are still there, else refunded with an email. The mail arrives on a loopback SMTP server, the SMS on a
// loopback SMS API, through the app's own delivery worker.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };
const eventually = { timeout: 20_000, interval: 100 };

let smtp: LoopbackSmtp;
let sms: LoopbackSms;
let database: TestDatabase;
let testApp: TestApp;
/** The refunds asked of the provider: the test provider's own, recorded. */
const refunds: PaymentToRefund[] = [];
const appUrl = { publicUrl: '' };

beforeAll(async () => {
  [smtp, sms, database] = await Promise.all([
    startLoopbackSmtp(),
    startLoopbackSms(),
    createDeliveryTestDatabase(),
  ]);
  const provider = createTestPaymentProvider(appUrl);
  testApp = await startTestApp(
    { ...NO_RATE_LIMIT, smtpUrl: smtp.url, sms: sms.config, mailFrom: 'Usher <tickets@usher.test>' },
    {
      database,
      delivery: FAST_DELIVERY,
      payments: { ...provider, refund: async (payment) => void refunds.push(payment) },
    },
  );
  appUrl.publicUrl = testApp.baseUrl;
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
  await Promise.all([smtp?.close(), sms?.close()]);
});

const mailTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

const orderRow = (orderId: string) =>
  testApp.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

const ticketCount = async (orderId: string) =>
  (await testApp.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute()).length;

/** Ends a hold as the clock would, an hour ago. */
const endHold = (holdId: string) =>
  testApp.db
    .updateTable('holds')
    .set({ expires_at: new Date(Date.now() - 3600_000) })
    .where('id', '=', holdId)
    .execute();

describe('a paid online order', { timeout: 60_000 }, () => {
  it('sends its tickets by email with the receipt, the PDF and the calendar event, and by SMS when a phone was given', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const buyer = { ...guest(), phoneNumber: '07700 900456' };
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }], buyer);
    expect(mailTo(buyer.email)).toEqual([]);
    const paid = await testPay(order.customer, order.orderId);
    await vi.waitFor(() => expect(mailTo(buyer.email)).toHaveLength(1), eventually);
    const [mail] = mailTo(buyer.email);
    expect(mail!.subject).toBe('Your 2 tickets for Jazz by the River');
    expect(mail!.text).toContain(`Order: ${order.orderReference}`);
    for (const ticket of paid.body.tickets) expect(mail!.text).toContain(`/t/${ticket.externalId}`);
    expect(mail!.text.replace(/\r\n/g, '\n')).toContain(
      `Receipt\n2 × Standard at £15.00: £30.00\nTotal: £30.00\nYour order: ${testApp.baseUrl}/order/${order.orderId}\n`,
    );
    expect(mail!.attachments.map((file) => file.filename)).toEqual(['tickets.pdf', 'event.ics']);
    await vi.waitFor(
      () => expect(sms.received.filter((message) => message.to === '+447700900456')).toHaveLength(1),
      eventually,
    );
    await testPay(order.customer, order.orderId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailTo(buyer.email)).toHaveLength(1);
  });
});

describe('a payment that arrives after its hold ended', { timeout: 60_000 }, () => {
  it('is honoured when the places are still there', async () => {
    const { event, variantId } = await dateOnSale(testApp, { capacity: 2 });
    const buyer = guest();
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }], buyer);
    await endHold(order.holdId);
    const paid = await testPay(order.customer, order.orderId);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.tickets).toHaveLength(2);
    await vi.waitFor(() => expect(mailTo(buyer.email)).toHaveLength(1), eventually);
    expect(refunds.filter((refund) => refund.sessionId === `test_${order.orderId}`)).toEqual([]);
  });

  it('is refunded when the places were taken, and its customer told by email, once', async () => {
    const { master, event, variantId } = await dateOnSale(testApp, { capacity: 2 });
    const late = guest();
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }], late);
    await endHold(order.holdId);
    const other = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    await testPay(other.customer, other.orderId);

    const answer = await testPay(order.customer, order.orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'refunded', tickets: [] });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', paid_at: null });
    expect((await orderRow(order.orderId)).refunded_at).not.toBeNull();
    expect(await ticketCount(order.orderId)).toBe(0);
    expect(refunds).toContainEqual({
      sessionId: `test_${order.orderId}`,
      paymentIntentId: null,
      accountId: null,
    });
    await vi.waitFor(() => expect(mailTo(late.email)).toHaveLength(1), eventually);
    const [mail] = mailTo(late.email);
    expect(mail!.subject).toBe('Your payment for Jazz by the River is being refunded');
    expect(mail!.text).toContain('Your payment of £30.00 is being refunded in full.');
    expect(mail!.text).toContain(`Order: ${order.orderReference}`);
    expect((await master.get(`/api/client/ticket-variant/${variantId}`)).body.orderCount).toBe(1);

    // The provider repeating its notice changes nothing: no tickets, no second email.
    const again = await confirmOrderPaid(paymentScopeOf(testApp.app), {
      orderId: order.orderId,
      provider: 'test',
      sessionId: `test_${order.orderId}`,
      paymentIntentId: null,
    });
    expect(again).toBe('refunded');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailTo(late.email)).toHaveLength(1);
    expect(await ticketCount(order.orderId)).toBe(0);
  });

  it('answers not-found for another session or an unknown order, changing nothing', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    const scope = paymentScopeOf(testApp.app);
    const paid = (orderId: string, sessionId: string) =>
      confirmOrderPaid(scope, { orderId, provider: 'test', sessionId, paymentIntentId: 'pi_1' });
    expect(await paid(order.orderId, 'test_other')).toBe('not-found');
    expect(await paid(crypto.randomUUID(), `test_${order.orderId}`)).toBe('not-found');
    expect(
      await confirmOrderPaid(scope, {
        orderId: order.orderId,
        provider: 'stripe',
        sessionId: `test_${order.orderId}`,
        paymentIntentId: null,
      }),
    ).toBe('not-found');
    expect((await orderRow(order.orderId)).status).toBe('pending');
    expect(await paid(order.orderId, `test_${order.orderId}`)).toBe('paid');
    expect(await paid(order.orderId, `test_${order.orderId}`)).toBe('already-paid');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', payment_intent_id: 'pi_1' });
    expect(await ticketCount(order.orderId)).toBe(1);
  });
});
