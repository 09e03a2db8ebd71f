import type { z } from 'zod';
import type { TTicketVariant, ZTicketVariantRequest } from '@usher/contract/ticket-variants';
import { MESSAGES } from '@usher/contract/messages';
import { badRequest, conflict, notFound } from '../../errors';
import { requireEventRow, type Scope } from '../events/event.service';
import { listVariantSales, type VariantSales } from '../events/sales.repository';
import {
  deleteTicketVariant,
  findTicketVariant,
  insertTicketVariants,
  updateTicketVariant,
} from './ticket-variant.repository';

type TicketVariantRequest = z.output<typeof ZTicketVariantRequest>;

export function toTicketVariant(sales: VariantSales): TTicketVariant {
  return {
    id: sales.id,
    eventId: sales.event_id,
    name: sales.name,
    description: sales.description,
    price: sales.price_pence,
    maxTicketCount: sales.max_ticket_count,
    isAffectEventTicketCount: sales.is_affect_event_ticket_count,
    soldTickets: sales.sold,
    orderCount: sales.sold,
    reservedCount: sales.reserved,
    imageUrl: sales.image_url,
  };
}

export async function listEventVariants(scope: Scope, eventId: string): Promise<TTicketVariant[]> {
  await requireEventRow(scope, eventId);
  return (await listVariantSales(scope.db, scope.organizationId, [eventId])).map(toTicketVariant);
}

export async function getTicketVariant(scope: Scope, variantId: string): Promise<TTicketVariant> {
  const row = await findTicketVariant(scope.db, scope.organizationId, variantId);
  if (!row) throw notFound();
  const sales = (await listVariantSales(scope.db, scope.organizationId, [row.event_id])).find(
    (v) => v.id === variantId,
  );
  if (!sales) throw notFound();
  return toTicketVariant(sales);
}

const valuesOf = (request: TicketVariantRequest) => ({
  name: request.name,
  description: request.description,
  pricePence: request.price,
  maxTicketCount: request.maxTicketCount,
  isAffectEventTicketCount: request.isAffectEventTicketCount,
  imageUrl: null,
});

export async function createTicketVariant(
  scope: Scope,
  request: TicketVariantRequest,
): Promise<TTicketVariant> {
  await requireEventRow(scope, request.eventId);
  const [id] = await insertTicketVariants(scope.db, scope.organizationId, request.eventId, [
    valuesOf(request),
  ]);
  return getTicketVariant(scope, id!);
}

/** Once a ticket is sold (§4) name and price are fixed, and availability never drops below the sold count. */
export async function saveTicketVariant(
  scope: Scope,
  variantId: string,
  request: TicketVariantRequest,
): Promise<TTicketVariant> {
  const current = await getTicketVariant(scope, variantId);
  if (current.eventId !== request.eventId) throw notFound();
  if (current.soldTickets > 0 && (request.name !== current.name || request.price !== current.price)) {
    throw conflict(MESSAGES.ticketTypeSoldLocked, { name: MESSAGES.ticketTypeSoldLocked });
  }
  if (request.maxTicketCount < current.soldTickets) {
    throw badRequest(MESSAGES.availability, { maxTicketCount: MESSAGES.availability });
  }
  await updateTicketVariant(scope.db, scope.organizationId, variantId, valuesOf(request));
  return getTicketVariant(scope, variantId);
}

export async function removeTicketVariant(scope: Scope, variantId: string): Promise<void> {
  const current = await getTicketVariant(scope, variantId);
  if (current.soldTickets > 0) throw conflict(MESSAGES.ticketTypeHasSales);
  await deleteTicketVariant(scope.db, scope.organizationId, variantId);
}
