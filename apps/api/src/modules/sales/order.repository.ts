import crypto from 'node:crypto';
import { customFieldRecord } from '@usher/contract/custom-fields';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import type { AddressJson, Db } from '../../db/database';

export type NewOrder = {
  organizationId: string;
  eventId: string;
  kind: 'free' | 'cash' | 'online';
  phone: string | null;
  email: string | null;
  fullName: string | null;
  address: AddressJson | null;
  createdBy: string | null;
  customFields?: (string | null)[];
  items: { variantId: string; quantity: number }[];
};

/** An order reference people can read out at a door: USH- and 8 unambiguous characters. */
export function newOrderReference(): string {
  return `USH-${crypto.randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

/** Inserts an order and its tickets, each with an unguessable external id and check-in code. */
export async function insertOrderWithTickets(
  db: Db,
  order: NewOrder,
): Promise<{ orderId: string; reference: string; ticketIds: string[]; externalIds: string[] }> {
  const row = await db
    .insertInto('orders')
    .values({
      organization_id: order.organizationId,
      event_id: order.eventId,
      reference: newOrderReference(),
      kind: order.kind,
      phone: order.phone,
      email: order.email,
      full_name: order.fullName,
      address: order.address === null ? null : JSON.stringify(order.address),
      created_by: order.createdBy,
      ...customFieldRecord(order.customFields ?? [], CUSTOM_FIELD_COLUMNS),
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
  const groupSize = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const variantIds = order.items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => item.variantId),
  );
  const tickets = await db
    .insertInto('tickets')
    .values(
      variantIds.map((variantId, index) => ({
        organization_id: order.organizationId,
        order_id: row.id,
        event_id: order.eventId,
        ticket_variant_id: variantId,
        external_id: crypto.randomBytes(16).toString('base64url'),
        check_in_code: crypto.randomBytes(18).toString('base64url'),
        ticket_index: index + 1,
        group_size: groupSize,
      })),
    )
    .returning(['id', 'external_id'])
    .execute();
  return {
    orderId: row.id,
    reference: row.reference,
    ticketIds: tickets.map((ticket) => ticket.id),
    externalIds: tickets.map((ticket) => ticket.external_id),
  };
}

export type OrderTicketsRow = {
  reference: string;
  phone: string | null;
  email: string | null;
  fullName: string | null;
  eventName: string;
  startAt: Date;
  isOnline: boolean;
  address: AddressJson | null;
  tickets: {
    externalId: string;
    checkInCode: string;
    ticketIndex: number;
    groupSize: number;
    variantName: string;
  }[];
};

/** An order of the organiser with its event and its valid tickets in order, as a guest receives them. */
export async function findOrderTickets(
  db: Db,
  organizationId: string,
  orderId: string,
): Promise<OrderTicketsRow | undefined> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .innerJoin('activities', 'activities.id', 'events.activity_id')
    .select([
      'orders.reference',
      'orders.phone',
      'orders.email',
      'orders.full_name as fullName',
      'activities.name as eventName',
      'events.start_at as startAt',
      'activities.is_online as isOnline',
      'activities.address',
    ])
    .where('orders.organization_id', '=', organizationId)
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const tickets = await db
    .selectFrom('tickets')
    .innerJoin('ticket_variants', 'ticket_variants.id', 'tickets.ticket_variant_id')
    .select([
      'tickets.external_id as externalId',
      'tickets.check_in_code as checkInCode',
      'tickets.ticket_index as ticketIndex',
      'tickets.group_size as groupSize',
      'ticket_variants.name as variantName',
    ])
    .where('tickets.organization_id', '=', organizationId)
    .where('tickets.order_id', '=', orderId)
    .where('tickets.status', '=', 'valid')
    .orderBy('tickets.ticket_index')
    .execute();
  return { ...order, tickets };
}
