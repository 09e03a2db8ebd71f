import type { Writable } from 'node:stream';
import type { Db } from '../../db/database';
import {
  countDoorLinkCheckIns,
  countEventTickets,
  countGuests,
  findGuestByTicketId,
  isSearch,
  listGuests,
  searchDoorGuests,
  type GuestFilter,
  type GuestKey,
} from './guest.repository';
import { listGuestCsvRows } from './guest-csv.repository';
import { copyGuestCsv } from './guest-csv-copy.repository';
import { listGuestContacts, type GuestContactRow } from './guest-contact.repository';
import { findOrderTickets } from './order.repository';
import { findValidTicketByExternalId, markTicketsCheckedIn } from './ticket.repository';

export type { GuestContactRow } from './guest-contact.repository';
export type { GuestColumnsRow, GuestFilter, GuestKey, GuestRow } from './guest.repository';
export type { GuestCsvRow } from './guest-csv.repository';
export type { OrderDeliveryRow, OrderTicketsRow } from './order.repository';
export type { PublicTicketRow } from './ticket.repository';

type Page = { after: GuestKey | null; offset: number; limit: number };

/**
 * One page of a date's guest list (valid tickets, in the order they were issued), whether another follows,
 * and its counts: one statement, and a second only for the counts when the page is empty. The checked-in
 * filter's total is one of those counts; a search's total is counted by its page's own statement, and only a
 * searched page after a cursor (or past the last guest found) needs another that counts the matching orders'
 * tickets.
 */
export async function findGuestPage(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: GuestFilter,
  page: Page,
) {
  const listed = await listGuests(db, organizationId, eventId, filter, { ...page, limit: page.limit + 1 });
  const { rows } = listed;
  const counts = listed.counts ?? (await countEventTickets(db, organizationId, eventId));
  const hasMore = rows.length > page.limit;
  const found = rows[0]?.found;
  const searchTotal = !isSearch(filter)
    ? null
    : found != null
      ? Number(found)
      : !page.after && page.offset === 0
        ? 0
        : await countGuests(db, organizationId, eventId, filter);
  const totals = { yes: counts.checkedInCount, no: counts.ticketCount - counts.checkedInCount };
  const total = searchTotal ?? (filter.checkedIn ? totals[filter.checkedIn] : counts.ticketCount);
  return { rows: rows.slice(0, page.limit), hasMore, ...counts, total };
}

/** A door link's search of a date's guests: only its ticket types, at most `limit`, no phone or email. */
export function findDoorGuests(
  db: Db,
  organizationId: string,
  eventId: string,
  search: Parameters<typeof searchDoorGuests>[3],
) {
  return searchDoorGuests(db, organizationId, eventId, search);
}

/** How many guests of a date each door link has checked in now, by link id. */
export function countCheckInsByDoorLink(db: Db, organizationId: string, eventId: string) {
  return countDoorLinkCheckIns(db, organizationId, eventId);
}

/** One valid ticket of a date by its id, as a guest list row shows it. */
export function findGuestOfTicket(db: Db, organizationId: string, eventId: string, ticketId: string) {
  return findGuestByTicketId(db, organizationId, eventId, ticketId);
}

/** Streams a date's guests as CSV rows from PostgreSQL's COPY; false (nothing written) on PGlite. */
export function copyGuestCsvRows(db: Db, page: Parameters<typeof copyGuestCsv>[1], output: Writable) {
  return copyGuestCsv(db, page, output);
}

/** Up to `limit` guests after a keyset as the CSV export writes them, so it walks every guest without holding them all. */
export function findGuestCsvRows(db: Db, page: Parameters<typeof listGuestCsvRows>[1]) {
  return listGuestCsvRows(db, page);
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
