import type { TUnsubscribeResponse } from '@usher/contract/mailing';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { findMessageRecipient, insertUnsubscribe } from './unsubscribe.repository';
import { readUnsubscribeToken, unsubscribeSecret } from './unsubscribe.token';

/** `j***@example.com`, `+44*******123`: enough for the person to recognise, not enough to read off a link. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}***${address.slice(at)}`;
  return `${address.slice(0, 3)}${'*'.repeat(Math.max(0, address.length - 6))}${address.slice(-3)}`;
}

async function requireRecipient(db: Db, token: string) {
  const outboxId = readUnsubscribeToken(await unsubscribeSecret(db), token);
  const recipient = outboxId && (await findMessageRecipient(db, outboxId));
  if (!recipient) throw notFound();
  return recipient;
}

/** What the unsubscribe page shows before the person confirms. */
export async function describeUnsubscribe(db: Db, token: string): Promise<TUnsubscribeResponse> {
  const recipient = await requireRecipient(db, token);
  return {
    organizationName: recipient.organization_name,
    maskedAddress: maskAddress(recipient.recipient),
    unsubscribed: recipient.is_unsubscribed,
  };
}

/** The address of the message the link came in gets no more sends from its organiser. */
export async function unsubscribe(db: Db, token: string): Promise<TUnsubscribeResponse> {
  const recipient = await requireRecipient(db, token);
  await insertUnsubscribe(db, recipient.organization_id, recipient.recipient);
  return {
    organizationName: recipient.organization_name,
    maskedAddress: maskAddress(recipient.recipient),
    unsubscribed: true,
  };
}
