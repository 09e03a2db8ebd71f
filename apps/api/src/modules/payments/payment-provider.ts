/**
 * A card payment provider (issue 16 §2): the few things checkout asks of one, so other providers can follow
 * Stripe. `test` is Usher's own test payment page, used when no provider is configured.
 */
export type PaymentProviderName = 'stripe' | 'test';

/** One line of what the customer pays: a ticket type at its discounted price, in pence (GBP). */
export type PaymentLine = { name: string; unitAmount: number; quantity: number };

export type PaymentRequest = {
  orderId: string;
  orderReference: string;
  email: string;
  lines: PaymentLine[];
  /** Where the provider sends the customer back to: the confirmation page, for paid and abandoned alike. */
  returnUrl: string;
  /** When the provider should stop taking this payment (its hold's end, within the provider's own bounds). */
  expiresAt: Date;
  /** The organiser's connected account and the fee Usher takes on it, with Connect; null otherwise. */
  connect: { accountId: string; applicationFee: number } | null;
};

/** A payment created: the provider's id for it (a Checkout Session id) and where the customer pays. */
export type CreatedPayment = { sessionId: string; url: string };

/** The payment of an order, as recorded on it, to refund it. */
export type PaymentToRefund = {
  sessionId: string;
  paymentIntentId: string | null;
  accountId: string | null;
  /**
   * This refund attempt's own key, so an attempt the provider refused can be made again (Stripe replays a
   * refused answer to the same idempotency key for a day); the provider's retries within it share it. A second
   * refund of one payment is refused by the provider itself (already refunded).
   */
  attempt?: string;
};

/** A payment to close so nobody can pay it any more (its hold ended or was released), as recorded on its order. */
export type PaymentToExpire = { sessionId: string; accountId: string | null };

/**
 * What a verified webhook says, in the terms checkout acts on; `eventId` makes a second delivery a no-op.
 * `accountId` is the connected account the event came from (null: the platform's own); amounts are in pence.
 */
export type PaymentEvent =
  | {
      kind: 'paid';
      eventId: string;
      orderId: string;
      sessionId: string;
      paymentIntentId: string | null;
      accountId: string | null;
      amountTotal: number | null;
      currency: string | null;
    }
  | { kind: 'expired'; eventId: string; orderId: string; sessionId: string; accountId: string | null }
  | {
      kind: 'refunded';
      eventId: string;
      paymentIntentId: string;
      accountId: string | null;
      amountRefunded: number;
      isFullyRefunded: boolean;
    }
  | { kind: 'disputed'; eventId: string; paymentIntentId: string; accountId: string | null }
  | { kind: 'account'; eventId: string; accountId: string; chargesEnabled: boolean }
  | { kind: 'ignored'; eventId: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  refund(payment: PaymentToRefund): Promise<void>;
  /**
   * Closes a payment that has not been made, so it can no longer be (issue 28 §3). Resolves once the provider
   * confirms it is closed, or that it is no longer open (paid or closed already); throws to be retried.
   */
  expirePayment(payment: PaymentToExpire): Promise<void>;
  /**
   * Verifies a webhook by its signature over the raw body and says what it means; throws
   * `WebhookSignatureError` when it is forged or stale. A provider that sends no webhooks (the test page) has none.
   */
  parseWebhook?(rawBody: Buffer, signature: string): Promise<PaymentEvent>;
}
