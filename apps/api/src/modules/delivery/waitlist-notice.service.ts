import { formatLondon } from '@usher/contract/london-time';
import { formatPounds } from '@usher/contract/promo-display';
import type { Db } from '../../db/database';
import { findWaitlistEntries, type WaitlistEntryRow, type WaitlistNotice } from '../sales/waitlist.service';
import { htmlParagraphs } from './email-html';
import { insertOutboxMessagesAtOnce, type NewOutboxMessage } from './outbox.repository';

/** The entry's own page, where its person sees their status, takes an offer or leaves the list. */
export const waitlistEntryUrl = (publicUrl: string, entryId: string) => `${publicUrl}/waitlist/${entryId}`;

type Composed = { subject: string; lines: string[]; sms: string | null };
type London = (instant: Date) => string;

/** `formatLondon` remembered per instant: a sale's offers share their end and their date's start. */
function rememberedLondon(): London {
  const known = new Map<number, string>();
  return (instant) => {
    const key = new Date(instant).getTime();
    if (!known.has(key)) known.set(key, formatLondon(instant));
    return known.get(key)!;
  };
}

const dateOf = (entry: WaitlistEntryRow, london: London) =>
  `${entry.activityName} on ${london(entry.startAt)} (London time)`;
const ticketsOf = (entry: WaitlistEntryRow) => `${entry.quantity} × ${entry.variantName}`;

/** The three messages of issue 31: the place in the list, an offer (email, and SMS with a phone), an offer ended. */
export function composeWaitlistNotice(
  kind: WaitlistNotice['kind'],
  entry: WaitlistEntryRow,
  link: string,
  london: London = formatLondon,
): Composed {
  if (kind === 'joined') {
    return {
      subject: `You're on the waiting list for ${entry.activityName}`,
      lines: [
        `You're number ${entry.position ?? 1} on the waiting list for ${ticketsOf(entry)} at ${dateOf(entry, london)}.`,
        'When places become free they are offered in the order people joined, and we will email you at once.',
        `See your place or leave the list: ${link}`,
      ],
      sms: null,
    };
  }
  if (kind === 'offered') {
    const until = `${london(entry.offerExpiresAt ?? entry.startAt)} (London time)`;
    const price = formatPounds(entry.variantPrice * entry.quantity);
    return {
      subject: `Tickets are held for you: ${entry.activityName}`,
      lines: [
        `Places became free: ${ticketsOf(entry)} for ${dateOf(entry, london)} are held for you until ${until}.`,
        `Price: ${price} in all (before any promo code).`,
        `Buy them here before then, or they go to the next person waiting: ${link}`,
      ],
      sms: `Tickets held for you: ${ticketsOf(entry)}, ${entry.activityName}, ${price}, until ${until}. Buy: ${link}`,
    };
  }
  return {
    subject: `Your offer for ${entry.activityName} has ended`,
    lines: [
      `The tickets held for you (${ticketsOf(entry)} for ${dateOf(entry, london)}) were not bought in time, so the places went to the next person on the waiting list.`,
      `Your entry: ${link}`,
    ],
    sms: null,
  };
}

/** Writes the notices' emails (and an offer's SMS) to the outbox in the transaction `trx` of the change. */
export async function queueWaitlistNotices(
  trx: Db,
  notices: WaitlistNotice[],
  publicUrl: string,
): Promise<void> {
  const entries = new Map(
    (
      await findWaitlistEntries(
        trx,
        notices.map((n) => n.entryId),
      )
    ).map((e) => [e.id, e]),
  );
  const messages: NewOutboxMessage[] = [];
  const london = rememberedLondon();
  for (const notice of notices) {
    const entry = entries.get(notice.entryId);
    if (!entry) continue;
    const composed = composeWaitlistNotice(notice.kind, entry, waitlistEntryUrl(publicUrl, entry.id), london);
    messages.push({
      organizationId: entry.organizationId,
      channel: 'email',
      recipient: entry.email,
      subject: composed.subject,
      bodyText: ['Hello ' + entry.fullName + ',', '', ...composed.lines].join('\n'),
      bodyHtml: htmlParagraphs([`Hello ${entry.fullName},`, ...composed.lines]),
      attachmentOrderId: null,
    });
    if (composed.sms && entry.phoneNumber) {
      messages.push({
        organizationId: entry.organizationId,
        channel: 'sms',
        recipient: entry.phoneNumber,
        subject: null,
        bodyText: composed.sms,
        bodyHtml: null,
        attachmentOrderId: null,
      });
    }
  }
  await insertOutboxMessagesAtOnce(trx, messages);
}
