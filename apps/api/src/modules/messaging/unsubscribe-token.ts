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

/** The outbox id a token was signed for, or null for anything not signed with the key. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [outboxId, given, ...rest] = token.split('.');
  if (!outboxId || !given || rest.length > 0 || !UUID.test(outboxId)) return null;
  const expected = Buffer.from(mac(secret, outboxId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? outboxId : null;
}
