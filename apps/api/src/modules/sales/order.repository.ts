import crypto from 'node:crypto';
import { customFieldRecord } from '@usher/contract/custom-fields';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import type { AddressJson, Db } from '../../db/database';
import { selectTicketsWithDate } from './ticket.repository';

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

/** Each ticket type's line as priced: what one ticket cost and was discounted, and by which code. */
export type PricedItem = {
  variantId: string;
  quantity: number;
  unitPrice: number;
  discountedUnitPrice: number;
  promoCodeId: string | null;
};

export type OrderToInsert = Omit<NewOrder, 'items'> & {
  /** The code as the guest list shows it, and the code that discounted some line. */
  appliedPromo: string | null;
  promoCodeId: string | null;
};

/** An order as it is stored: paid at once (free, cash, a total of 0) or pending its payment (online). */
export type OrderRowToInsert = OrderToInsert & {
  status: 'pending' | 'paid';
  /** Pence to collect after discounts, and pence the discounts took off. */
  total: number;
  discount: number;
  holdId?: string | null;
  paymentProvider?: 'stripe' | 'test' | null;
};

/** An order reference people can read out at a door: USH- and 8 unambiguous characters. */
export function newOrderReference(): string {
  return `USH-${crypto.randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

/** What a priced selection comes to: the pence to collect and the pence the discounts took off. */
export function totalsOf(items: PricedItem[]): { total: number; discount: number } {
  return {
    total: items.reduce((sum, item) => sum + item.discountedUnitPrice * item.quantity, 0),
    discount: items.reduce(
      (sum, item) => sum + (item.unitPrice - item.discountedUnitPrice) * item.quantity,
      0,
    ),
  };
}

/** Inserts an order (no tickets yet), with its totals; a paid one is paid now. */
export async function insertOrder(
  db: Db,
  order: OrderRowToInsert,
): Promise<{ orderId: string; reference: string }> {
  const row = await db
    .insertInto('orders')
    .values({
      organization_id: order.organizationId,
      event_id: order.eventId,
      reference: newOrderReference(),
      kind: order.kind,
      status: order.status,
      hold_id: order.holdId ?? null,
      total_pence: order.total,
      discount_pence: order.discount,
      payment_provider: order.paymentProvider ?? null,
      paid_at: order.status === 'paid' ? new Date() : null,
      phone: order.phone,
      email: order.email,
      full_name: order.fullName,
      address: order.address === null ? null : JSON.stringify(order.address),
      created_by: order.createdBy,
      applied_promo: order.appliedPromo,
      promo_code_id: order.promoCodeId,
      ...customFieldRecord(order.customFields ?? [], CUSTOM_FIELD_COLUMNS),
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
  return { orderId: row.id, reference: row.reference };
}

/** Records an online order's priced lines: its tickets are issued from them once it is paid. */
export async function insertOrderLines(db: Db, orderId: string, items: PricedItem[]): Promise<void> {
  await db
    .insertInto('order_lines')
    .values(
      items.map((item) => ({
        order_id: orderId,
        ticket_variant_id: item.variantId,
        quantity: item.quantity,
        unit_price_pence: item.unitPrice,
        discounted_unit_price_pence: item.discountedUnitPrice,
        promo_code_id: item.promoCodeId,
      })),
    )
    .execute();
}

/**
 * Inserts an order's tickets, each with an unguessable external id and check-in code, the price it was issued
 * at and the discount it got.
 */
export async function insertTickets(
  db: Db,
  order: { organizationId: string; orderId: string; eventId: string; items: PricedItem[] },
): Promise<{ ticketIds: string[]; externalIds: string[] }> {
  const groupSize = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const perTicket = order.items.flatMap((item) => Array.from({ length: item.quantity }, () => item));
  const tickets = await db
    .insertInto('tickets')
    .values(
      perTicket.map((item, index) => ({
        organization_id: order.organizationId,
        order_id: order.orderId,
        event_id: order.eventId,
        ticket_variant_id: item.variantId,
        external_id: crypto.randomBytes(16).toString('base64url'),
        check_in_code: crypto.randomBytes(18).toString('base64url'),
        ticket_index: index + 1,
        group_size: groupSize,
        price_pence: item.unitPrice,
        discount_pence: item.unitPrice - item.discountedUnitPrice,
        promo_code_id: item.promoCodeId,
      })),
    )
    .returning(['id', 'external_id'])
    .execute();
  return {
    ticketIds: tickets.map((ticket) => ticket.id),
    externalIds: tickets.map((ticket) => ticket.external_id),
  };
}

/** Inserts an order paid at once (free or cash) with its tickets, its totals taken from its priced items. */
export async function insertOrderWithTickets(
  db: Db,
  order: OrderToInsert & { items: PricedItem[] },
): Promise<{ orderId: string; reference: string; ticketIds: string[]; externalIds: string[] }> {
  const inserted = await insertOrder(db, { ...order, status: 'paid', ...totalsOf(order.items) });
  const tickets = await insertTickets(db, { ...order, orderId: inserted.orderId });
  return { ...inserted, ...tickets };
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
  const rows = await selectTicketsWithDate(db)
    .select([
      'o.reference',
      'o.phone',
      'o.email',
      'o.full_name as fullName',
      'a.name as eventName',
      'e.start_at as startAt',
      'a.is_online as isOnline',
      'a.address',
      't.external_id as externalId',
      't.check_in_code as checkInCode',
      't.ticket_index as ticketIndex',
      't.group_size as groupSize',
      'v.name as variantName',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.order_id', '=', orderId)
    .where('t.status', '=', 'valid')
    .orderBy('t.ticket_index')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    reference: first.reference,
    phone: first.phone,
    email: first.email,
    fullName: first.fullName,
    eventName: first.eventName,
    startAt: first.startAt,
    isOnline: first.isOnline,
    address: first.address,
    tickets: rows.map(({ externalId, checkInCode, ticketIndex, groupSize, variantName }) => ({
      externalId,
      checkInCode,
      ticketIndex,
      groupSize,
      variantName,
    })),
  };
}
