import type { AddressJson, Db } from '../../db/database';

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
