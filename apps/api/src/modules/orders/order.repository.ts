import crypto from 'node:crypto';
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
      custom_field1: order.customFields?.[0] ?? null,
      custom_field2: order.customFields?.[1] ?? null,
      custom_field3: order.customFields?.[2] ?? null,
      custom_field4: order.customFields?.[3] ?? null,
      custom_field5: order.customFields?.[4] ?? null,
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

export async function markTicketsCheckedIn(
  db: Db,
  organizationId: string,
  ticketIds: string[],
  at: Date,
): Promise<void> {
  if (ticketIds.length === 0) return;
  await db
    .updateTable('tickets')
    .set({ checked_in_at: at })
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ticketIds)
    .execute();
}
