import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A webhook's signing secret as Standard Webhooks writes it: `whsec_` and base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header of the Standard Webhooks specification: `v1,` and base64 of the HMAC-SHA256 of
 * `{id}.{timestamp}.{body}`, keyed by the secret's decoded bytes.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
