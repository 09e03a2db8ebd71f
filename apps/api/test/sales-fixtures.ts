import crypto from 'node:crypto';
import type { Db } from '../src/db/database';
import { announceDatesChanged } from '../src/modules/sales/date-changes';

/**
 * Adds valid tickets to their ticket type's sold counter, as the sales core does in the statement that issues
 * them; for fixtures that write tickets straight into the tables.
 */
export async function countSold(
  db: Db,
  organizationId: string,
  eventId: string,
  variantId: string,
  quantity: number,
) {
  await db
    .insertInto('ticket_counts')
    .values({
      ticket_variant_id: variantId,
      slot: 0,
      organization_id: organizationId,
      event_id: eventId,
      sold: quantity,
    })
    .onConflict((oc) =>
      oc.columns(['ticket_variant_id', 'slot']).doUpdateSet((eb) => ({
        sold: eb('ticket_counts.sold', '+', eb.ref('excluded.sold')),
      })),
    )
    .execute();
}

/** Sells tickets straight into the tables, as the order issue's code will; for tests of rules that depend on sales. */
export async function sellTickets(
  db: Db,
  organizationId: string,
  eventId: string,
  variantId: string,
  quantity: number,
) {
  const order = await db
    .insertInto('orders')
    .values({
      organization_id: organizationId,
      event_id: eventId,
      reference: `T-${crypto.randomBytes(5).toString('hex')}`,
      kind: 'cash',
      phone: '+447700900123',
      email: 'guest@example.test',
      full_name: 'Test Guest',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tickets')
    .values(
      Array.from({ length: quantity }, (_, index) => ({
        organization_id: organizationId,
        order_id: order.id,
        event_id: eventId,
        ticket_variant_id: variantId,
        external_id: crypto.randomUUID(),
        check_in_code: crypto.randomBytes(12).toString('base64url'),
        ticket_index: index + 1,
        group_size: quantity,
      })),
    )
    .execute();
  await countSold(db, organizationId, eventId, variantId, quantity);
  // Written past the sales core, so announced as it would (the public page's cache drops the date).
  await announceDatesChanged([eventId]);
}

export async function reserveTickets(
  db: Db,
  organizationId: string,
  eventId: string,
  variantId: string,
  quantity: number,
) {
  await db
    .insertInto('reservations')
    .values({
      organization_id: organizationId,
      event_id: eventId,
      ticket_variant_id: variantId,
      quantity,
      expires_at: new Date(Date.now() + 15 * 60 * 1000),
    })
    .execute();
  await announceDatesChanged([eventId]);
}
