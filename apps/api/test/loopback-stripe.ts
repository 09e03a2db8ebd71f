import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { AppConfig } from '../src/config';

/** One request the SDK made: its form body parsed into objects, and the connected account it acted on. */
export type StripeRequest = {
  method: string;
  path: string;
  body: Record<string, any>;
  account: string | null;
  idempotencyKey: string | null;
};

type Session = Record<string, any> & { id: string; account: string | null };
type Fault = { status: number; type: string; code?: string; message: string };

export type LoopbackStripe = {
  /** The app's Stripe settings pointing at this server. */
  config: NonNullable<AppConfig['stripe']>;
  requests: StripeRequest[];
  sessions: Map<string, Session>;
  accounts: Map<string, Record<string, any>>;
  refunds: Record<string, any>[];
  /** Answers a request with a Stripe error instead (null: serve it). */
  fault: (request: StripeRequest) => Fault | null;
  /** Requests to one path (a prefix), in order. */
  requestsTo(method: string, path: string): StripeRequest[];
  /**
   * Marks a created session paid, as Stripe does when the customer pays, and gives its completed event; throws
   * for a session that is no longer open (nobody can pay it).
   */
  completeSession(sessionId: string): Stripe.Event;
  /** Marks a session expired (as its own time running out does) and gives its event. */
  expireSession(sessionId: string): Stripe.Event;
  /** An `account.updated` event for a connected account, which the server now has with these charges. */
  accountUpdated(accountId: string, chargesEnabled: boolean): Stripe.Event;
  /** A Stripe event of any type around an object. */
  event(type: string, object: Record<string, any>, account?: string | null): Stripe.Event;
  /** The `Stripe-Signature` header for a payload, signed now (or at `timestamp`) with the webhook secret. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** POSTs a signed event to the app's webhook, as Stripe delivers it. */
  deliver(
    appUrl: string,
    event: Stripe.Event,
    options?: { timestamp?: number; secret?: string; signature?: string },
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
};

const SECRET_KEY = 'sk_test_loopback';
const WEBHOOK_SECRET = 'whsec_loopback';
const API_VERSION = '2025-10-29.clover';
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`line_items[0][price_data][currency]=gbp`) back into objects and arrays. */
export function parseStripeForm(text: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
    });
  }
  return root;
}

const stripeError = ({ status, ...error }: Fault) => ({ status, body: { error } });
const missing = (what: string, id: string) =>
  stripeError({
    status: 404,
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });

/**
 * A loopback HTTP server that speaks the part of Stripe's API the SDK calls for Usher (Checkout Sessions
 * create, retrieve and expire; refunds; Express accounts and Account Links), with Stripe-shaped JSON and
 * errors, idempotent replays by `Idempotency-Key`, and signed webhook events built from what it holds.
 */
export async function startLoopbackStripe(): Promise<LoopbackStripe> {
  const replays = new Map<string, { status: number; body: object }>();
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://loopback');
    const header = (name: string) => (request.headers[name] as string | undefined) ?? null;
    const recorded: StripeRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      body: parseStripeForm(
        request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
      ),
      account: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
    };
    const send = ({ status, body }: { status: number; body: object }) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(body));
    };
    if (header('authorization') !== `Bearer ${SECRET_KEY}`) {
      return send(
        stripeError({ status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided' }),
      );
    }
    loopback.requests.push(recorded);
    const replayKey = recorded.idempotencyKey && `${recorded.account}:${recorded.idempotencyKey}`;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(replay);
    const fault = loopback.fault(recorded);
    const answer = fault ? stripeError(fault) : serve(recorded);
    if (replayKey && answer.status < 500) replays.set(replayKey, answer);
    send(answer);
  });

  function serve({ method, path, body, account }: StripeRequest): { status: number; body: object } {
    const ok = (json: object) => ({ status: 200, body: json });
    const [, , resource, , action] = path.split('/');
    // The object's id wherever it stands in the path (`/v1/checkout/sessions/{id}/expire`, `/v1/accounts/{id}`).
    const idPattern = /\/((?:cs|acct)_[0-9a-z_]+)/;
    const id = idPattern.exec(path)?.[1];
    const route = `${method} ${path.replace(idPattern, '/:id')}`;
    switch (route) {
      case 'POST /v1/checkout/sessions': {
        const session: Session = {
          id: newId('cs_test'),
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          client_reference_id: body.client_reference_id ?? null,
          customer_email: body.customer_email ?? null,
          metadata: body.metadata ?? {},
          currency: 'gbp',
          amount_total: (body.line_items ?? []).reduce(
            (sum: number, line: any) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
            0,
          ),
          expires_at: Number(body.expires_at),
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `${loopback.config.apiUrl}/pay/${crypto.randomBytes(8).toString('hex')}`,
          livemode: false,
          account,
        };
        loopback.sessions.set(session.id, session);
        return ok(publicSession(session));
      }
      case 'GET /v1/checkout/sessions/:id': {
        const session = loopback.sessions.get(id!);
        if (!session || session.account !== account) return missing('checkout.session', id!);
        return ok(publicSession(session));
      }
      case 'POST /v1/checkout/sessions/:id/expire':
        return expireCheckoutSession(loopback.sessions, id!, account);
      case 'POST /v1/refunds': {
        const session = [...loopback.sessions.values()].find(
          (candidate) => candidate.payment_intent === body.payment_intent && candidate.account === account,
        );
        if (!session) return missing('payment_intent', body.payment_intent);
        if (loopback.refunds.some((refund) => refund.payment_intent === body.payment_intent)) {
          return stripeError({
            status: 400,
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for ${body.payment_intent} has already been refunded.`,
          });
        }
        const refund = {
          id: newId('re'),
          object: 'refund',
          amount: session.amount_total,
          currency: 'gbp',
          payment_intent: body.payment_intent,
          status: 'succeeded',
          created: now(),
        };
        loopback.refunds.push(refund);
        return ok(refund);
      }
      case 'POST /v1/accounts': {
        const created = {
          id: newId('acct'),
          object: 'account',
          type: body.type ?? 'express',
          country: body.country ?? 'GB',
          email: body.email ?? null,
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          metadata: body.metadata ?? {},
        };
        loopback.accounts.set(created.id, created);
        return ok(created);
      }
      case 'GET /v1/accounts/:id': {
        const found = loopback.accounts.get(id!);
        return found ? ok(found) : missing('account', id!);
      }
      case 'POST /v1/account_links': {
        if (!loopback.accounts.has(body.account)) return missing('account', body.account);
        return ok({
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `${loopback.config.apiUrl}/connect/onboarding/${body.account}`,
        });
      }
      default:
        return stripeError({
          status: 404,
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}) [${resource ?? ''}${action ? ` ${action}` : ''}]`,
        });
    }
  }

  const publicSession = ({ account: _account, ...session }: Session) => session;

  const event = (type: string, object: Record<string, any>, account: string | null = null) =>
    ({
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      ...(account ? { account } : {}),
    }) as unknown as Stripe.Event;

  const sessionOrThrow = (sessionId: string) => {
    const session = loopback.sessions.get(sessionId);
    if (!session) throw new Error(`The loopback Stripe has no session ${sessionId}`);
    return session;
  };

  const webhooks = new Stripe(SECRET_KEY).webhooks;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const loopback: LoopbackStripe = {
    config: {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: `http://127.0.0.1:${port}`,
      connect: false,
    },
    requests: [],
    sessions: new Map(),
    accounts: new Map(),
    refunds: [],
    fault: () => null,
    requestsTo: (method, path) =>
      loopback.requests.filter((request) => request.method === method && request.path.startsWith(path)),
    completeSession(sessionId) {
      const session = sessionOrThrow(sessionId);
      // As at Stripe, nobody can pay a session once it is expired (by its time or by the API).
      if (session.status !== 'open')
        throw new Error(`The loopback Stripe session ${sessionId} is ${session.status}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? newId('pi'),
      });
      return event('checkout.session.completed', publicSession(session), session.account);
    },
    expireSession(sessionId) {
      const session = sessionOrThrow(sessionId);
      session.status = 'expired';
      return event('checkout.session.expired', publicSession(session), session.account);
    },
    accountUpdated(accountId, chargesEnabled) {
      const account = loopback.accounts.get(accountId) ?? { id: accountId, object: 'account' };
      Object.assign(account, { charges_enabled: chargesEnabled, details_submitted: chargesEnabled });
      loopback.accounts.set(accountId, account);
      return event('account.updated', account, accountId);
    },
    event,
    sign: (payload, options = {}) =>
      webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      }),
    async deliver(appUrl, delivered, options = {}) {
      const payload = JSON.stringify(delivered, null, 2);
      const response = await fetch(`${appUrl}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': options.signature ?? loopback.sign(payload, options),
        },
        body: payload,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the text is the body.
      }
      return { status: response.status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return loopback;
}

// Refunds and disputes that reach Usher as Stripe's charge events (issue 28 §2), kept apart from the sessions above.

/** The loopback's session paid by a payment intent, or a thrown error naming it. */
function sessionOfPayment(loopback: LoopbackStripe, paymentIntentId: string) {
  const session = [...loopback.sessions.values()].find((one) => one.payment_intent === paymentIntentId);
  if (!session) throw new Error(`The loopback Stripe has no payment ${paymentIntentId}`);
  return session;
}

/** The charge of a paid session as Stripe's events carry it, with what has been refunded of it. */
function chargeOf(session: Record<string, any>, amountRefunded: number) {
  return {
    id: `ch_${String(session.payment_intent).slice(3)}`,
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= session.amount_total,
    currency: session.currency,
    payment_intent: session.payment_intent,
    status: 'succeeded',
  };
}

/**
 * A refund made in Stripe's dashboard (all of the payment unless `amount` says less): recorded as a refund the
 * API would then report, and the `charge.refunded` event Stripe sends for it, from the session's account.
 */
export function refundInDashboard(
  loopback: LoopbackStripe,
  paymentIntentId: string,
  amount?: number,
): Stripe.Event {
  const session = sessionOfPayment(loopback, paymentIntentId);
  const refunded = amount ?? session.amount_total;
  loopback.refunds.push({
    id: `re_dashboard_${loopback.refunds.length}`,
    object: 'refund',
    amount: refunded,
    currency: session.currency,
    payment_intent: paymentIntentId,
    status: 'succeeded',
  });
  return loopback.event('charge.refunded', chargeOf(session, refunded), session.account);
}

/** The `charge.refunded` event Stripe sends after a refund made through its API (Usher's own), in full. */
export function chargeRefundedEvent(loopback: LoopbackStripe, paymentIntentId: string): Stripe.Event {
  const session = sessionOfPayment(loopback, paymentIntentId);
  return loopback.event('charge.refunded', chargeOf(session, session.amount_total), session.account);
}

/** The `charge.dispute.created` event Stripe sends when the customer's bank disputes a payment. */
export function disputeCharge(loopback: LoopbackStripe, paymentIntentId: string): Stripe.Event {
  const session = sessionOfPayment(loopback, paymentIntentId);
  const dispute = {
    id: `dp_${String(paymentIntentId).slice(3)}`,
    object: 'dispute',
    amount: session.amount_total,
    currency: session.currency,
    charge: chargeOf(session, 0).id,
    payment_intent: paymentIntentId,
    reason: 'fraudulent',
    status: 'needs_response',
  };
  return loopback.event('charge.dispute.created', dispute, session.account);
}

// --- checkout.sessions.expire (issue 28 §3) ---------------------------------------------------------------------

/**
 * `POST /v1/checkout/sessions/{id}/expire` as Stripe answers it: the session expired and returned; 404 for a
 * session not on this account; 400 for one that is no longer open (complete, or expired already), so the caller
 * can tell "closed" from "still open" only by reading it back.
 */
export function expireCheckoutSession(
  sessions: Map<string, Record<string, any> & { account: string | null }>,
  sessionId: string,
  account: string | null,
): { status: number; body: object } {
  const session = sessions.get(sessionId);
  if (!session || session.account !== account) return missing('checkout.session', sessionId);
  if (session.status !== 'open') {
    return stripeError({
      status: 400,
      type: 'invalid_request_error',
      message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
    });
  }
  session.status = 'expired';
  const { account: _account, ...shown } = session;
  return { status: 200, body: shown };
}
