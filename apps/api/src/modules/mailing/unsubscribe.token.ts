import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { loadOrCreateSecret } from '../../plugins/secrets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const secrets = new WeakMap<Db, Promise<string>>();

/** One key for every process (kept in `app_secrets`), read once per database handle. */
export function unsubscribeSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db, 'unsubscribe');
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const mac = (secret: string, outboxId: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:${outboxId}`).digest('base64url');

/**
 * The link in one message: its outbox id and an HMAC of it. It names no address (the row holds it) and
 * cannot be made for another message without the key.
 */
export function signUnsubscribeToken(secret: string, outboxId: string): string {
  return `${outboxId}.${mac(secret, outboxId)}`;
}

const SHORT_MAC_LENGTH = 16;
const SHORT_ID = /^[A-Za-z0-9_-]{22}$/;

/** A MAC of its own (another purpose string) for the short form: it is never a prefix of a long token's. */
const shortMac = (secret: string, outboxId: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(`unsubscribe-sms:${outboxId}`)
    .digest('base64url')
    .slice(0, SHORT_MAC_LENGTH);

const uuidToShort = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
const shortToUuid = (short: string) =>
  Buffer.from(short, 'base64url')
    .toString('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * The link of an SMS opt-out line, which every character costs: the id in base64url and 96 bits of MAC,
 * 39 characters instead of 80.
 */
export function signShortUnsubscribeToken(secret: string, outboxId: string): string {
  return `${uuidToShort(outboxId)}.${shortMac(secret, outboxId)}`;
}

/** Only a whole signature of the expected length counts: compared in constant time, never as a prefix. */
const isSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** The outbox id a token (long or short form) was signed for, or null for anything not signed with the key. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0) return null;
  if (UUID.test(id)) return isSignature(mac(secret, id), given) ? id : null;
  if (!SHORT_ID.test(id)) return null;
  const outboxId = shortToUuid(id);
  return UUID.test(outboxId) && isSignature(shortMac(secret, outboxId), given) ? outboxId : null;
}
