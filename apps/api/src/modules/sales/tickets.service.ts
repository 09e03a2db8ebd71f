import type { Db } from '../../db/database';
import {
  countEventTickets,
  countGuests,
  listGuests,
  listGuestsAfter,
  type GuestFilter,
  type GuestKey,
} from './guest.repository';
import { listGuestContacts, type GuestContactRow } from './guest-contact.repository';
import { findOrderTickets } from './order.repository';
import { findValidTicketByExternalId, markTicketsCheckedIn } from './ticket.repository';

export type { GuestContactRow } from './guest-contact.repository';
export type { GuestFilter, GuestKey, GuestRow } from './guest.repository';
export type { OrderTicketsRow } from './order.repository';
export type { PublicTicketRow } from './ticket.repository';

type Page = { offset: number; limit: number };

/** One page of a date's guest list (valid tickets, by sale then number in the order), and its counts. */
export async function findGuestPage(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: GuestFilter,
  page: Page,
) {
  const isFiltered = Boolean(filter.search?.trim() || filter.checkedIn);
  const [rows, counts, filteredTotal] = await Promise.all([
    listGuests(db, organizationId, eventId, filter, page),
    countEventTickets(db, organizationId, eventId),
    isFiltered ? countGuests(db, organizationId, eventId, filter) : null,
  ]);
  return { rows, ...counts, total: filteredTotal ?? counts.ticketCount };
}

/** The guest list after a keyset, so an export walks every guest without holding them all. */
export function findGuestsAfter(
  db: Db,
  organizationId: string,
  eventId: string,
  after: GuestKey | null,
  limit: number,
) {
  return listGuestsAfter(db, organizationId, eventId, after, limit);
}

/** Marks tickets checked in at a given time, as the demo organiser's past door did. */
export function recordPastCheckIns(db: Db, organizationId: string, ticketIds: string[], at: Date) {
  return markTicketsCheckedIn(db, organizationId, ticketIds, at);
}

/** A valid ticket by its unguessable external id, with only what its guest may see. */
export function findPublicTicket(db: Db, externalId: string) {
  return findValidTicketByExternalId(db, externalId);
}

/** An order of the organiser with its date and valid tickets in order, as the guest receives them. */
export function findOrderWithTickets(db: Db, organizationId: string, orderId: string) {
  return findOrderTickets(db, organizationId, orderId);
}

/** The email and phone of the organiser's guests per activity, for the built-in mailing lists. */
export function findGuestContacts(db: Db, organizationId: string): Promise<GuestContactRow[]> {
  return listGuestContacts(db, organizationId);
}
