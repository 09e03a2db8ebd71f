import { isUkPhone, normaliseEmail } from '@usher/contract/fields';
import type { TByEventTarget, TChannel } from '@usher/contract/mailing';
import { normalisePhone as normaliseGuestPhone } from '@usher/contract/orders';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { requireEventRow } from '../events/event.service';
import { findEventGuestContacts } from '../sales/event-audience.service';
import { listWaitingContacts } from '../sales/waitlist.service';
import { listVariantsOfDates } from '../ticket-variants/ticket-variant.service';

/**
 * A UK phone as +44 and ten digits, however it was typed: `07700 900123`, `447700900123`, `0044 7700…` or
 * `+44 (0)7700…`. A guest's phone from abroad (orders take any possible number, and built-in lists hand them
 * over) stays reachable in E.164; null for anything that is not a phone.
 */
export function normalisePhone(input: string): string | null {
  let phone = input.replace(/[\s().-]/g, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  else if (phone.startsWith('44')) phone = `+${phone}`;
  else if (phone.startsWith('0')) phone = `+44${phone.slice(1)}`;
  if (phone.startsWith('+440')) phone = `+44${phone.slice(4)}`;
  return isUkPhone(phone) ? phone : normaliseGuestPhone(input);
}

export const normaliseAddress = (channel: TChannel, input: string) =>
  channel === 'email' ? normaliseEmail(input) : normalisePhone(input);

export type EventAudienceRequest = {
  eventId: string;
  channel: TChannel;
  target: TByEventTarget;
  ticketVariantIds: string[];
};

/**
 * The contacts of a date's guests for a by-event send, as stored on their orders (a guest on two orders
 * appears twice), with the date's ticket types for the dialog. Another organiser's date, or a ticket type
 * that is not of this date, is not found.
 */
export async function findEventAudience(
  scope: { db: Db; organizationId: string },
  request: EventAudienceRequest,
) {
  await requireEventRow(scope, request.eventId);
  const variants = await listVariantsOfDates(scope.db, scope.organizationId, [request.eventId]);
  const variantIds = new Set(variants.map((variant) => variant.id));
  if (request.ticketVariantIds.some((id) => !variantIds.has(id))) throw notFound();
  const contacts =
    request.target === 'waiting'
      ? await findWaitingContacts(scope, request)
      : await findEventGuestContacts(scope.db, scope.organizationId, request.eventId, {
          ...request,
          target: request.target,
        });
  return {
    // A contact that was stored before today's rules and is not valid now is skipped, not sent to.
    addresses: contacts.flatMap((contact) => normaliseAddress(request.channel, contact) ?? []),
    ticketVariants: variants.map((variant) => ({ id: variant.id, name: variant.name })),
  };
}

/** The people waiting or holding an offer on a date (issue 31 §4), optionally of chosen ticket types. */
async function findWaitingContacts(
  scope: { db: Db; organizationId: string },
  request: EventAudienceRequest,
): Promise<string[]> {
  const entries = await listWaitingContacts(
    scope.db,
    scope.organizationId,
    request.eventId,
    request.ticketVariantIds,
  );
  return entries.flatMap((entry) =>
    request.channel === 'email' ? [entry.email] : entry.phoneNumber ? [entry.phoneNumber] : [],
  );
}
