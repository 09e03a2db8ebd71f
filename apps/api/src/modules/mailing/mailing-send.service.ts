import type { OrganiserScope } from '../../plugins/scope';
import type { z } from 'zod';
import type {
  TByEventRecipientsResponse,
  TChannel,
  TSendResponse,
  ZByEventRecipientsRequest,
  ZSendEmailByEventRequest,
  ZSendEmailRequest,
  ZSendSmsByEventRequest,
  ZSendSmsRequest,
} from '@usher/contract/mailing';
import { MESSAGES } from '@usher/contract/messages';
import { toIsoOrNull } from '../../db/iso';
import { badRequest, conflict, notFound } from '../../errors';
import { sanitiseDescription } from '../activities/description.sanitiser';
import { cancelSendMessages, queueSendMessages } from '../delivery/send-outbox.service';
import { cancelWaitingSend, findSendState, findUnsubscribed, insertSend } from './mailing-send.repository';
import { findEventAudience, normaliseAddress } from './send-audience.service';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'userId'>;

type SendText = { channel: TChannel; subject: string | null; content: string; scheduledFor: string | null };

const FIELD_OF: Record<TChannel, 'emails' | 'phones'> = { email: 'emails', sms: 'phones' };
const NO_RECEIVER: Record<TChannel, string> = {
  email: MESSAGES.chooseReceiverEmail,
  sms: MESSAGES.chooseReceiverPhone,
};

/** The email body as activity descriptions keep it; a body that was only markup is no body (§5). */
async function sanitiseEmailBody(content: string): Promise<string> {
  const html = await sanitiseDescription(content);
  if (html.replace(/<[^>]*>/g, '').trim() === '') {
    throw badRequest(MESSAGES.emailBodyRequired, { content: MESSAGES.emailBodyRequired });
  }
  return html;
}

/**
 * Writes the send and one outbox row per recipient in one transaction: the send is accepted with every
 * message or with none, and the delivery worker takes the rows once it commits (a scheduled send's once due).
 * Duplicates are dropped and unsubscribed addresses left out (an unsubscribe is from this organiser).
 */
async function queueSend(
  scope: Scope,
  text: SendText,
  audience: { addresses: string[]; eventId: string | null; whenEmpty: () => Error },
): Promise<TSendResponse> {
  const unique = [...new Set(audience.addresses)];
  const unsubscribed = await findUnsubscribed(scope.db, scope.organizationId, unique);
  const recipients = unique.filter((address) => !unsubscribed.has(address));
  if (recipients.length === 0) throw audience.whenEmpty();
  const scheduledFor = text.scheduledFor ? new Date(text.scheduledFor) : null;
  const id = await scope.db.transaction().execute(async (trx) => {
    const sendId = await insertSend(trx, {
      organizationId: scope.organizationId,
      channel: text.channel,
      subject: text.subject,
      content: text.content,
      eventId: audience.eventId,
      recipients: recipients.length,
      duplicates: audience.addresses.length - unique.length,
      unsubscribed: unsubscribed.size,
      scheduledFor,
      createdBy: scope.userId,
    });
    await queueSendMessages(
      trx,
      { id: sendId, organizationId: scope.organizationId, channel: text.channel, notBefore: scheduledFor },
      recipients,
    );
    return sendId;
  });
  return {
    id,
    recipients: recipients.length,
    duplicates: audience.addresses.length - unique.length,
    unsubscribed: unsubscribed.size,
    scheduledFor: toIsoOrNull(scheduledFor),
  };
}

/** Each address in the form the outbox and unsubscribes keep; any that is not valid is a 400 on the field. */
function normaliseAll(channel: TChannel, inputs: string[]): string[] {
  const addresses: string[] = [];
  for (const input of inputs) {
    const address = normaliseAddress(channel, input);
    if (!address) {
      const message = channel === 'email' ? MESSAGES.incorrectEmail : MESSAGES.incorrectPhone;
      throw badRequest(message, { [FIELD_OF[channel]]: message });
    }
    addresses.push(address);
  }
  return addresses;
}

const toList = (channel: TChannel, addresses: string[]) => ({
  addresses,
  eventId: null,
  whenEmpty: () => badRequest(NO_RECEIVER[channel], { [FIELD_OF[channel]]: NO_RECEIVER[channel] }),
});

export async function sendEmail(scope: Scope, request: z.output<typeof ZSendEmailRequest>) {
  const addresses = normaliseAll('email', request.emails);
  const content = await sanitiseEmailBody(request.content);
  return queueSend(
    scope,
    { channel: 'email', subject: request.subject, content, scheduledFor: request.scheduledFor },
    toList('email', addresses),
  );
}

export function sendSms(scope: Scope, request: z.output<typeof ZSendSmsRequest>) {
  const addresses = normaliseAll('sms', request.phones);
  return queueSend(
    scope,
    { channel: 'sms', subject: null, content: request.content, scheduledFor: request.scheduledFor },
    toList('sms', addresses),
  );
}

/** No guest of the date with an email (or phone) matches, or every one has unsubscribed: the spec's text. */
const noGuests = (channel: TChannel) => () =>
  badRequest(NO_RECEIVER[channel], { eventId: NO_RECEIVER[channel] });

/** A by-event send reaches the date's guests who match the target, each address once (§3, §4). */
export async function sendEmailToEvent(scope: Scope, request: z.output<typeof ZSendEmailByEventRequest>) {
  const content = await sanitiseEmailBody(request.content);
  const { addresses } = await findEventAudience(scope, { ...request, channel: 'email' });
  return queueSend(
    scope,
    { channel: 'email', subject: request.subject, content, scheduledFor: request.scheduledFor },
    { addresses, eventId: request.eventId, whenEmpty: noGuests('email') },
  );
}

export async function sendSmsToEvent(scope: Scope, request: z.output<typeof ZSendSmsByEventRequest>) {
  const { addresses } = await findEventAudience(scope, { ...request, channel: 'sms' });
  return queueSend(
    scope,
    { channel: 'sms', subject: null, content: request.content, scheduledFor: request.scheduledFor },
    { addresses, eventId: request.eventId, whenEmpty: noGuests('sms') },
  );
}

/** How many a by-event send would reach now and how many it would leave out as unsubscribed. */
export async function countEventRecipients(
  scope: Scope,
  request: z.output<typeof ZByEventRecipientsRequest>,
): Promise<TByEventRecipientsResponse> {
  const { addresses, ticketVariants } = await findEventAudience(scope, request);
  const unique = [...new Set(addresses)];
  const unsubscribed = await findUnsubscribed(scope.db, scope.organizationId, unique);
  return { recipients: unique.length - unsubscribed.size, unsubscribed: unsubscribed.size, ticketVariants };
}

/** Cancels a scheduled send whose time has not come; a repeated cancel of a cancelled send is a no-op. */
export async function cancelSend(scope: Scope, sendId: string): Promise<void> {
  const isCancelled = await scope.db.transaction().execute(async (trx) => {
    const isWaiting = await cancelWaitingSend(trx, scope.organizationId, sendId);
    if (isWaiting) await cancelSendMessages(trx, sendId);
    return isWaiting;
  });
  if (isCancelled) return;
  const send = await findSendState(scope.db, scope.organizationId, sendId);
  if (!send) throw notFound();
  if (send.cancelled_at === null) throw conflict(MESSAGES.sendAlreadyStarted);
}
