import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { loadOrCreateSecret } from '../../plugins/secrets';

const secrets = new WeakMap<Db, Promise<string>>();

/** The server's secret behind every date's offline key (kept in `app_secrets`), read once per database handle. */
function offlineDoorSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db, 'offline-door');
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/**
 * A date's offline key: an HMAC of the date's id under the server's secret, so it is the same on every call and
 * every process, differs per date, and says nothing of another date's codes.
 */
export async function offlineKeyOf(db: Db, eventId: string): Promise<string> {
  const secret = await offlineDoorSecret(db);
  return crypto.createHmac('sha256', secret).update(`offline-door:${eventId}`).digest('hex');
}

/** What the device holds for a ticket instead of its code: the contract's `offlineTicketHash`, in Node. */
export function offlineHashOf(key: string, code: string): string {
  return crypto.createHmac('sha256', key).update(code, 'utf8').digest('hex');
}
