/** A webhook whose signature does not verify (forged, stale or missing): it is answered 400 and acted on never. */
export class WebhookSignatureError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The webhook signature does not verify', options);
  }
}
