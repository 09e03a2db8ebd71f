import type { z } from 'zod';
import type { TTicketVariant, ZTicketVariantRequest } from '@usher/contract/ticket-variants';
import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import type { OrganiserScope } from '../../plugins/scope';
import { conflict, notFound } from '../../errors';
import { withDates } from '../sales/locked-sale.service';
import { countSales, type VariantCounts } from '../sales/stock.service';
import {
  deleteTicketVariant,
  findTicketVariant,
  findTicketVariants,
  insertTicketVariants,
  listVariantsOfEvents,
  updateTicketVariant,
  type TicketVariantRow,
} from './ticket-variant.repository';

export type { TicketVariantRow } from './ticket-variant.repository';
type TicketVariantRequest = z.output<typeof ZTicketVariantRequest>;
type Scope = Pick<OrganiserScope, 'db' | 'organizationId'>;

export function toTicketVariant(row: TicketVariantRow, counts: VariantCounts): TTicketVariant {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    description: row.description,
    price: row.price_pence,
    maxTicketCount: row.max_ticket_count,
    isAffectEventTicketCount: row.is_affect_event_ticket_count,
    soldTickets: counts.sold,
    orderCount: counts.sold,
    reservedCount: counts.reserved,
    imageUrl: row.image_url,
  };
}

/** The ticket types of these dates in the organiser's order, each with what was sold, checked in and held. */
export async function listVariantsWithSales(db: Db, organizationId: string, eventIds: string[]) {
  const [rows, countsOf] = await Promise.all([
    listVariantsOfEvents(db, organizationId, eventIds),
    countSales(db, organizationId, { eventIds }),
  ]);
  return rows.map((row) => ({ row, counts: countsOf(row.id) }));
}

/** Ticket types of the organiser by id; ids of other organisers are simply absent. */
export function findVariantsByIds(db: Db, organizationId: string, variantIds: string[]) {
  return findTicketVariants(db, organizationId, variantIds);
}

/** The ticket types of these dates in the organiser's order, without counts. */
export function listVariantsOfDates(db: Db, organizationId: string, eventIds: string[]) {
  return listVariantsOfEvents(db, organizationId, eventIds);
}

/** The dates these ticket types belong to; 404 when one of them is not the organiser's. */
export async function findEventIdsOfVariants(
  db: Db,
  organizationId: string,
  variantIds: string[],
): Promise<Set<string>> {
  const rows = await findTicketVariants(db, organizationId, variantIds);
  if (rows.length !== new Set(variantIds).size) throw notFound();
  return new Set(rows.map((row) => row.event_id));
}

async function requireVariant(db: Db, organizationId: string, variantId: string) {
  const row = await findTicketVariant(db, organizationId, variantId);
  if (!row) throw notFound();
  return row;
}

export async function getTicketVariant({ db, organizationId }: Scope, variantId: string) {
  const row = await requireVariant(db, organizationId, variantId);
  const countsOf = await countSales(db, organizationId, { variantIds: [variantId] });
  return toTicketVariant(row, countsOf(variantId));
}

const valuesOf = (request: TicketVariantRequest) => ({
  name: request.name,
  description: request.description,
  pricePence: request.price,
  maxTicketCount: request.maxTicketCount,
  isAffectEventTicketCount: request.isAffectEventTicketCount,
  imageUrl: null,
});

/** Adds a ticket type after the date's others, holding the date's lock so it cannot land on a deleted date. */
export async function createTicketVariant(
  scope: Scope,
  request: TicketVariantRequest,
): Promise<TTicketVariant> {
  const id = await withDates(scope.db, scope.organizationId, [request.eventId], async ({ trx }) => {
    const [created] = await insertTicketVariants(trx, scope.organizationId, request.eventId, [
      valuesOf(request),
    ]);
    if (!created) throw notFound();
    return created;
  });
  return getTicketVariant(scope, id);
}

/** Once a ticket is sold (§4) name and price are fixed, and availability never drops below the sold count. */
export async function saveTicketVariant(
  scope: Scope,
  variantId: string,
  request: TicketVariantRequest,
): Promise<TTicketVariant> {
  const { eventId } = await getTicketVariant(scope, variantId);
  if (eventId !== request.eventId) throw notFound();
  await withDates(scope.db, scope.organizationId, [eventId], async (sale) => {
    const trx = sale.trx;
    const current = await getTicketVariant({ ...scope, db: trx }, variantId);
    if (current.soldTickets > 0 && (request.name !== current.name || request.price !== current.price)) {
      throw conflict(MESSAGES.ticketTypeSoldLocked, { name: MESSAGES.ticketTypeSoldLocked });
    }
    await sale.requireAvailabilityCovers(variantId, request.maxTicketCount);
    await updateTicketVariant(trx, scope.organizationId, variantId, valuesOf(request));
  });
  return getTicketVariant(scope, variantId);
}

/** Deletes a ticket type nobody holds a ticket of, holding the date's lock so no sale slips in between. */
export async function removeTicketVariant(scope: Scope, variantId: string): Promise<void> {
  const { event_id: eventId } = await requireVariant(scope.db, scope.organizationId, variantId);
  await withDates(scope.db, scope.organizationId, [eventId], async (sale) => {
    await requireVariant(sale.trx, scope.organizationId, variantId);
    await sale.clearForDelete({ variantIds: [variantId] }, MESSAGES.ticketTypeHasSales);
    await deleteTicketVariant(sale.trx, scope.organizationId, variantId);
  });
}

/** Copies a date's ticket types, in their order and with nothing sold, onto new dates (a duplicate). */
export async function copyTicketVariants(
  trx: Db,
  organizationId: string,
  fromEventId: string,
  toEventIds: string[],
): Promise<void> {
  const source = await listVariantsOfEvents(trx, organizationId, [fromEventId]);
  const values = source.map((variant) => ({
    name: variant.name,
    description: variant.description,
    pricePence: variant.price_pence,
    maxTicketCount: variant.max_ticket_count,
    isAffectEventTicketCount: variant.is_affect_event_ticket_count,
    imageUrl: variant.image_url,
  }));
  for (const eventId of toEventIds) await insertTicketVariants(trx, organizationId, eventId, values);
}
