import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { onlineTicketFee } from '@usher/contract/sales';
import { checkout, dateOnSale, guest, holdAndCheckout, placeHold } from '../../../test/checkout-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackStripe, type LoopbackStripe } from '../../../test/loopback-stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

// Each organiser's own Stripe account under Connect (issue 16 §2): the status and connect routes with §6 and
// tenancy, onboarding on the loopback Stripe, `account.updated` turning paid sales on, and sessions made on
// the organiser's account with Usher's fee.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

let stripe: LoopbackStripe;
let database: TestDatabase;
let connectApp: TestApp;

beforeAll(async () => {
  [stripe, database] = await Promise.all([startLoopbackStripe(), createTestDatabase()]);
  connectApp = await startTestApp(
    { ...NO_RATE_LIMIT, stripe: { ...stripe.config, connect: true } },
    { database },
  );
});
afterAll(async () => {
  await connectApp?.close();
  await database?.drop();
  await stripe?.close();
});

const organisationRow = (organizationId: string) =>
  connectApp.db
    .selectFrom('organizations')
    .select(['stripe_account_id', 'stripe_charges_enabled'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();

describe('GET /api/client/payments and POST /api/client/payments/stripe/connect with Connect', () => {
  it('connects an organiser: one Express account, an Account Link back to Settings, kept on a second click', async () => {
    const organizationId = await createOrganisation(connectApp.db);
    const master = await signedInClient(connectApp, organizationId, 'master');
    expect((await master.get('/api/client/payments')).body).toEqual({
      provider: 'stripe',
      connected: false,
      chargesEnabled: false,
    });
    const accountsBefore = stripe.requestsTo('POST', '/v1/accounts').length;
    const first = await master.post('/api/client/payments/stripe/connect');
    expect(first.status).toBe(200);
    const { stripe_account_id: accountId } = await organisationRow(organizationId);
    expect(accountId).toMatch(/^acct_/);
    expect(first.body).toEqual({ url: `${stripe.config.apiUrl}/connect/onboarding/${accountId}` });
    expect(stripe.requestsTo('POST', '/v1/accounts').at(-1)!.body).toMatchObject({
      type: 'express',
      country: 'GB',
      metadata: { organizationId },
    });
    expect(stripe.requestsTo('POST', '/v1/account_links').at(-1)!.body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${connectApp.baseUrl}/settings`,
      return_url: `${connectApp.baseUrl}/settings`,
    });

    const second = await master.post('/api/client/payments/stripe/connect');
    expect(second.body.url).toBe(first.body.url);
    expect(stripe.requestsTo('POST', '/v1/accounts')).toHaveLength(accountsBefore + 1);
    expect((await master.get('/api/client/payments')).body).toEqual({
      provider: 'stripe',
      connected: true,
      chargesEnabled: false,
    });

    // Back from onboarding before Stripe's webhook: the status asks Stripe, and keeps what it says.
    stripe.accounts.get(accountId!)!.charges_enabled = true;
    expect((await master.get('/api/client/payments')).body).toMatchObject({ chargesEnabled: true });
    expect(stripe.requestsTo('GET', `/v1/accounts/${accountId}`).at(-1)!.account).toBeNull();
    expect(await organisationRow(organizationId)).toMatchObject({ stripe_charges_enabled: true });
  });

  it('refuses card sales until account.updated enables charges, then sells on the organiser’s account with the fee', async () => {
    const { organizationId, master, event, variants } = await dateOnSale(connectApp, {
      variants: [
        { name: 'Standard', price: 1250, max: 80 },
        { name: 'Free', price: 0, max: 80 },
      ],
    });
    const [paid, free] = [variants[0].id as string, variants[1].id as string];
    const customer = connectApp.client();
    const refusedHold = await placeHold(customer, event.id, [{ identity: paid, quantity: 3 }]);
    expect(refusedHold.status).toBe(409);
    expect(refusedHold.body.message).toBe(MESSAGES.paidSaleUnavailable);
    expect(
      await connectApp.db.selectFrom('orders').select('id').where('event_id', '=', event.id).execute(),
    ).toEqual([]);
    // Free tickets need no card, so they still work.
    const freeOrder = await holdAndCheckout(connectApp, event.id, [{ identity: free, quantity: 1 }]);
    expect(freeOrder.paymentUrl).toBeNull();

    await master.post('/api/client/payments/stripe/connect');
    const { stripe_account_id: accountId } = await organisationRow(organizationId);
    const enabled = stripe.accountUpdated(accountId!, true);
    expect((await stripe.deliver(connectApp.baseUrl, enabled)).status).toBe(200);
    expect(await organisationRow(organizationId)).toMatchObject({ stripe_charges_enabled: true });
    expect((await master.get('/api/client/payments')).body).toMatchObject({ chargesEnabled: true });

    const order = await holdAndCheckout(connectApp, event.id, [{ identity: paid, quantity: 3 }]);
    const request = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(request.account).toBe(accountId);
    expect(onlineTicketFee(1250)).toBe(12);
    expect(request.body.payment_intent_data).toEqual({ application_fee_amount: String(3 * 12) });
    const row = await connectApp.db
      .selectFrom('orders')
      .select(['payment_account_id', 'payment_session_id'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row.payment_account_id).toBe(accountId);

    // Stripe sends the connected account's session events with the account named; the session is paid.
    const completed = stripe.completeSession(row.payment_session_id!);
    expect(completed.account).toBe(accountId);
    expect((await stripe.deliver(connectApp.baseUrl, completed)).status).toBe(200);
    const tickets = await connectApp.db
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(tickets).toHaveLength(3);

    // A hold placed while the account could charge is not paid for once it can not: checkout refuses it.
    const heldBefore = await placeHold(customer, event.id, [{ identity: paid, quantity: 1 }]);
    expect(heldBefore.status).toBe(201);
    const disabled = stripe.accountUpdated(accountId!, false);
    expect((await stripe.deliver(connectApp.baseUrl, disabled)).status).toBe(200);
    const refused = await checkout(customer, heldBefore.body.id, guest());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This organiser can not take card payments yet.');
    expect(
      await connectApp.db
        .selectFrom('orders')
        .select('id')
        .where('hold_id', '=', heldBefore.body.id)
        .execute(),
    ).toEqual([]);

    // An old event delivered again does not undo a newer one: each event acts once.
    expect((await stripe.deliver(connectApp.baseUrl, enabled)).status).toBe(200);
    expect(await organisationRow(organizationId)).toMatchObject({ stripe_charges_enabled: false });
  });

  it('keeps §6: status for ROLE_MASTER or ROLE_admin, connect for ROLE_MASTER with organization.control', async () => {
    const organizationId = await createOrganisation(connectApp.db);
    const accountsBefore = stripe.requestsTo('POST', '/v1/accounts').length;
    for (const [roleSet, status, connect] of [
      ['admin', 200, 403],
      ['masterWithoutControl', 200, 403],
      ['controller', 403, 403],
      ['none', 403, 403],
    ] as const) {
      const member = await signedInClient(connectApp, organizationId, roleSet);
      expect((await member.get('/api/client/payments')).status, roleSet).toBe(status);
      expect((await member.post('/api/client/payments/stripe/connect')).status, roleSet).toBe(connect);
    }
    expect(stripe.requestsTo('POST', '/v1/accounts')).toHaveLength(accountsBefore);
    expect(await organisationRow(organizationId)).toEqual({
      stripe_account_id: null,
      stripe_charges_enabled: false,
    });
    const signedOut = connectApp.client();
    expect((await signedOut.get('/api/client/payments')).status).toBe(401);
  });

  it('keeps each organiser to its own account', async () => {
    const [first, second] = [
      await createOrganisation(connectApp.db),
      await createOrganisation(connectApp.db),
    ];
    const firstMaster = await signedInClient(connectApp, first, 'master');
    const secondMaster = await signedInClient(connectApp, second, 'master');
    await firstMaster.post('/api/client/payments/stripe/connect');
    const { stripe_account_id: firstAccount } = await organisationRow(first);
    await stripe.deliver(connectApp.baseUrl, stripe.accountUpdated(firstAccount!, true));
    expect((await secondMaster.get('/api/client/payments')).body).toEqual({
      provider: 'stripe',
      connected: false,
      chargesEnabled: false,
    });
    await secondMaster.post('/api/client/payments/stripe/connect');
    const { stripe_account_id: secondAccount } = await organisationRow(second);
    expect(secondAccount).not.toBe(firstAccount);
    expect(await organisationRow(first)).toEqual({
      stripe_account_id: firstAccount,
      stripe_charges_enabled: true,
    });
  });

  it('answers 503 and keeps nothing half-made when Stripe can not be reached', async () => {
    const organizationId = await createOrganisation(connectApp.db);
    const master = await signedInClient(connectApp, organizationId, 'master');
    stripe.fault = (request) =>
      request.path === '/v1/accounts' ? { status: 500, type: 'api_error', message: 'Down' } : null;
    try {
      const answer = await master.post('/api/client/payments/stripe/connect');
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('Stripe could not be reached. Please try again in a moment.');
    } finally {
      stripe.fault = () => null;
    }
    expect((await organisationRow(organizationId)).stripe_account_id).toBeNull();
  });
});

describe('without Connect', () => {
  it('answers connect 409, and the status of the one account of the keys or of the test page', async () => {
    const withoutConnect = await startTestApp({ ...NO_RATE_LIMIT, stripe: stripe.config }, { database });
    const testPage = await startTestApp(NO_RATE_LIMIT, { database });
    try {
      const organizationId = await createOrganisation(database.db);
      for (const [app, provider] of [
        [withoutConnect, 'stripe'],
        [testPage, 'test'],
      ] as const) {
        const master = await signedInClient(app, organizationId, 'master');
        expect((await master.get('/api/client/payments')).body).toEqual({
          provider,
          connected: true,
          chargesEnabled: true,
        });
        const connect = await master.post('/api/client/payments/stripe/connect');
        expect(connect.status).toBe(409);
        expect(connect.body.message).toBe('Connecting a Stripe account is not available on this Usher.');
      }
    } finally {
      await Promise.all([withoutConnect.close(), testPage.close()]);
    }
  });
});
