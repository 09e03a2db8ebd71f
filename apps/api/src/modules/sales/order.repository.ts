import crypto from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { customFieldRecord } from '@usher/contract/custom-fields';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import type { AddressJson, Db } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';
import type { LockedOrderCheck } from './stock.repository';
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

/** Crockford's base 32: no I, L, O or U, so a reference read out at a door is heard one way. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order reference people can read out at a door: USH- and 10 characters of Crockford's base 32, 50 random
 * bits (older orders keep their 8 hex digits). Two orders drawing the same one is left to `isOrderReferenceTaken`.
 */
export function newOrderReference(): string {
  const characters = [...crypto.randomBytes(10)].map((byte) => REFERENCE_ALPHABET[byte % 32]);
  return `USH-${characters.join('')}`;
}

/** Whether a statement failed only because its order drew a reference another order has: run it again. */
export function isOrderReferenceTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'orders_reference_key';
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

/** An order's row as stored, with its totals; a paid one is paid now. */
function orderRecord(order: OrderRowToInsert) {
  return {
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
  };
}

/** Inserts an order (no tickets yet), with its totals; a paid one is paid now. */
export async function insertOrder(
  db: Db,
  order: OrderRowToInsert,
): Promise<{ orderId: string; reference: string }> {
  const row = await db
    .insertInto('orders')
    .values(orderRecord(order))
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

type TicketsToInsert = { organizationId: string; eventId: string; items: PricedItem[] };

/**
 * An order as it will be stored, made before the statement that stores it: its id, its reference and each
 * ticket's unguessable external id and check-in code, in order, so what must be written with the order (its
 * messages) can be composed first and land in the same statement.
 */
export type OrderIssuing = {
  orderId: string;
  reference: string;
  tickets: {
    variantId: string;
    externalId: string;
    checkInCode: string;
    ticketIndex: number;
    groupSize: number;
    /** Pence the ticket was priced at, and pence its discount took off (its receipt's lines). */
    price: number;
    discount: number;
  }[];
};

const token = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

/** A new order's id, reference and tickets, one per ticket of each priced line, numbered from 1. */
export function newOrderIssuing(items: PricedItem[]): OrderIssuing {
  const perTicket = items.flatMap((item) => Array.from({ length: item.quantity }, () => item));
  return {
    orderId: crypto.randomUUID(),
    reference: newOrderReference(),
    tickets: perTicket.map((item, index) => ({
      variantId: item.variantId,
      externalId: token(16),
      checkInCode: token(18),
      ticketIndex: index + 1,
      groupSize: perTicket.length,
      price: item.unitPrice,
      discount: item.unitPrice - item.discountedUnitPrice,
    })),
  };
}

/**
 * The CTEs `issued` and `counted` of a statement that inserts an order's tickets (one row per ticket from the
 * arrays of `unnest`, with the tokens of `tickets`, the price it was issued at and the discount it got) and adds
 * them to their ticket types' sold counters, in the same statement. `orderId` is the order's id as the
 * statement knows it, `source` what it is read from. Tickets are inserted by number, so their places in the
 * guest list (drawn as each row is inserted, migration 0020) follow it.
 */
function issuedTickets(
  order: TicketsToInsert,
  tickets: OrderIssuing['tickets'],
  orderId: RawBuilder<string>,
  source: RawBuilder<unknown>,
) {
  const perTicket = order.items.flatMap((item) => Array.from({ length: item.quantity }, () => item));
  const column = <T>(value: (item: PricedItem) => T) => perTicket.map(value);
  return sql`
    issued as (
      insert into tickets (organization_id, order_id, event_id, ticket_variant_id, external_id, check_in_code,
        ticket_index, group_size, price_pence, discount_pence, promo_code_id)
      select ${order.organizationId}, ${orderId}, ${order.eventId}, u.variant_id, u.external_id, u.check_in_code,
        u.ticket_index, ${perTicket.length}, u.price, u.discount, u.promo_code_id
      from ${source} unnest(
        ${column((item) => item.variantId)}::uuid[], ${tickets.map((ticket) => ticket.externalId)}::text[],
        ${tickets.map((ticket) => ticket.checkInCode)}::text[], ${column((item) => item.unitPrice)}::int[],
        ${column((item) => item.unitPrice - item.discountedUnitPrice)}::int[],
        ${column((item) => item.promoCodeId)}::uuid[]
      ) with ordinality as u(variant_id, external_id, check_in_code, price, discount, promo_code_id, ticket_index)
      order by u.ticket_index
      returning id, external_id, check_in_code, ticket_index, ticket_variant_id
    ),
    ${countedSold(order)}`;
}

/**
 * The CTE `counted`: adds the tickets of the CTE `issued` to their ticket types' sold counters. One statement
 * can update a counter row only once, so it counts every ticket it issues here, whatever their order.
 */
const countedSold = ({ organizationId, eventId }: { organizationId: string; eventId: string }) => sql`
    counted as (
      insert into ticket_counts (ticket_variant_id, slot, organization_id, event_id, sold)
      select ticket_variant_id, 0, ${organizationId}, ${eventId}, count(*) from issued
      group by ticket_variant_id
      on conflict (ticket_variant_id, slot) do update set sold = ticket_counts.sold + excluded.sold
    )`;

type IssuedTicketRow = { id: string; external_id: string };

const ticketsOf = (rows: IssuedTicketRow[]) => ({
  ticketIds: rows.map((row) => row.id),
  externalIds: rows.map((row) => row.external_id),
});

/** Inserts an order's tickets and counts them sold, in one statement (see `issuedTickets`). */
export async function insertTickets(
  db: Db,
  order: TicketsToInsert & { orderId: string },
): Promise<{ ticketIds: string[]; externalIds: string[] }> {
  const { rows } = await sql<IssuedTicketRow>`
    with ${issuedTickets(order, newOrderIssuing(order.items).tickets, sql`${order.orderId}::uuid`, sql``)}
    select id, external_id from issued order by ticket_index`.execute(db);
  return ticketsOf(rows);
}

/** An order as its insert stored it, with its tickets as a guest receives them. */
export type InsertedOrder = {
  orderId: string;
  reference: string;
  ticketIds: string[];
  externalIds: string[];
  delivery: OrderTicketsRow;
};

type OrderWithTicketsRow = IssuedTicketRow & {
  order_id: string;
  reference: string;
  event_name: string;
  start_at: Date;
  is_online: boolean;
  address: AddressJson | null;
  check_in_code: string;
  ticket_index: number;
  variant_name: string;
};

/**
 * Inserts an order paid at once (free or cash) as `issuing` made it, its tickets and their counts in one
 * statement, its totals taken from its priced items, with `alongside`, if any: a write that must land with the
 * order (its messages), run as a part of the same statement. With `check`, the order row is read from it, so
 * nothing of the order lands before the check ran, and its error rolls the whole statement back. Returns the
 * order with its tickets as a guest receives them (its delivery needs no second read). Prepared once per
 * connection outside a transaction: planning it cost PostgreSQL 1.3 ms an order on a CPU the rush keeps busy; its
 * text differs only by the check and the number of messages along, so a connection keeps a few.
 */
export async function insertOrderWithTickets(
  db: Db,
  order: OrderToInsert & { items: PricedItem[] },
  issuing: OrderIssuing = newOrderIssuing(order.items),
  alongside: RawBuilder<unknown> | null = null,
  check: LockedOrderCheck | null = null,
): Promise<InsertedOrder> {
  const record = {
    id: issuing.orderId,
    ...orderRecord({ ...order, status: 'paid', ...totalsOf(order.items) }),
    reference: issuing.reference,
  };
  const rows = await executePrepared(
    db,
    'issue-order',
    sql<OrderWithTicketsRow>`
    with ${check ? sql`checked as (${check}),` : sql``}
    placed as (
      insert into orders (${sql.join(Object.keys(record).map((key) => sql.ref(key)))})
      ${check ? sql`select ${sql.join(Object.values(record))} from checked` : sql`values (${sql.join(Object.values(record))})`}
      returning id, reference
    ),
    ${issuedTickets(order, issuing.tickets, sql`placed.id`, sql`placed,`)}
    ${alongside ? sql`, alongside as (${alongside})` : sql``}
    select placed.id as order_id, placed.reference, issued.id, issued.external_id, issued.check_in_code,
      issued.ticket_index, v.name as variant_name, a.name as event_name, e.start_at, a.is_online, a.address
    from placed
      join issued on true
      join ticket_variants v on v.id = issued.ticket_variant_id
      join events e on e.id = ${order.eventId}
      join activities a on a.id = e.activity_id
    order by issued.ticket_index`,
  );
  return insertedOrderOf(order, rows);
}

/** An order as its insert read it back: its tickets' rows, in order, with its date's details. */
function insertedOrderOf(order: OrderToInsert, rows: OrderWithTicketsRow[]): InsertedOrder {
  const first = rows[0]!;
  return {
    orderId: first.order_id,
    reference: first.reference,
    ...ticketsOf(rows),
    delivery: {
      reference: first.reference,
      phone: order.phone,
      email: order.email,
      fullName: order.fullName,
      eventName: first.event_name,
      startAt: new Date(first.start_at),
      isOnline: first.is_online,
      address: first.address,
      tickets: rows.map((row) => ({
        externalId: row.external_id,
        checkInCode: row.check_in_code,
        ticketIndex: Number(row.ticket_index),
        groupSize: rows.length,
        variantName: row.variant_name,
      })),
    },
  };
}

/** An order to store in a batch: as `insertOrderWithTickets` takes it. */
export type OrderOfBatch = {
  order: OrderToInsert & { items: PricedItem[] };
  issuing: OrderIssuing;
  alongside: RawBuilder<unknown> | null;
};

/**
 * Inserts several orders paid at once on one date, as `insertOrderWithTickets` inserts one, in one statement
 * that reads them from `check` first: one round trip, one lock and one commit for all of them (group commit,
 * issue 17). `check` is the check of all their lines together; when it fails, nothing of any order lands.
 * Orders and tickets travel as two JSON parameters, so the statement's text grows only with the writes along;
 * tickets are inserted in the batch's order, so their places in the guest list follow the orders' arrival.
 */
export async function insertOrdersWithTickets(
  db: Db,
  orders: OrderOfBatch[],
  check: LockedOrderCheck,
): Promise<InsertedOrder[]> {
  const { organizationId, eventId } = orders[0]!.order;
  const orderRows = orders.map(({ order, issuing }) => ({
    ...orderRecord({ ...order, status: 'paid', ...totalsOf(order.items) }),
    id: issuing.orderId,
    reference: issuing.reference,
    address: order.address,
  }));
  const ticketRows = orders.flatMap(({ order, issuing }) => {
    const perTicket = order.items.flatMap((item) => Array.from({ length: item.quantity }, () => item));
    return issuing.tickets.map((ticket, index) => ({
      organization_id: organizationId,
      order_id: issuing.orderId,
      event_id: eventId,
      ticket_variant_id: perTicket[index]!.variantId,
      external_id: ticket.externalId,
      check_in_code: ticket.checkInCode,
      ticket_index: ticket.ticketIndex,
      group_size: perTicket.length,
      price_pence: perTicket[index]!.unitPrice,
      discount_pence: perTicket[index]!.unitPrice - perTicket[index]!.discountedUnitPrice,
      promo_code_id: perTicket[index]!.promoCodeId,
    }));
  });
  const columns = (row: object) => Object.keys(row).map((key) => sql.ref(key));
  const fromRecord = (record: string, row: object) =>
    Object.keys(row).map((key) => sql.ref(`${record}.${key}`));
  const alongside = orders.flatMap(({ alongside: write }, index) =>
    write ? [sql`, ${sql.raw(`alongside_${index}`)} as (${write})`] : [],
  );
  const { rows } = await sql<OrderWithTicketsRow>`
    with checked as (${check}),
    placed as (
      insert into orders (${sql.join(columns(orderRows[0]!))})
      select ${sql.join(fromRecord('o', orderRows[0]!))}
      from checked, jsonb_populate_recordset(null::orders, ${JSON.stringify(orderRows)}::jsonb) o
      returning id, reference
    ),
    issued as (
      insert into tickets (${sql.join(columns(ticketRows[0]!))})
      select ${sql.join(fromRecord('t', ticketRows[0]!))}
      from jsonb_populate_recordset(null::tickets, ${JSON.stringify(ticketRows)}::jsonb) with ordinality t
        join placed on placed.id = t.order_id
      order by t.ordinality
      returning id, order_id, external_id, check_in_code, ticket_index, ticket_variant_id
    ),
    ${countedSold({ organizationId, eventId })}
    ${sql.join(alongside, sql``)}
    select placed.id as order_id, placed.reference, issued.id, issued.external_id, issued.check_in_code,
      issued.ticket_index, v.name as variant_name, a.name as event_name, e.start_at, a.is_online, a.address
    from issued
      join placed on placed.id = issued.order_id
      join ticket_variants v on v.id = issued.ticket_variant_id
      join events e on e.id = ${eventId}
      join activities a on a.id = e.activity_id
    order by issued.order_id, issued.ticket_index`.execute(db);
  return orders.map(({ order, issuing }) =>
    insertedOrderOf(
      order,
      rows.filter((row) => row.order_id === issuing.orderId),
    ),
  );
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

/**
 * An order as its email and ticket PDF give it: its tickets with what each cost (the receipt's lines), its
 * date's times, its organiser and the code that priced it.
 */
export type OrderDeliveryRow = Omit<OrderTicketsRow, 'tickets'> & {
  orderId: string;
  organiserName: string;
  endAt: Date | null;
  doorsOpenAt: Date | null;
  appliedPromo: string | null;
  tickets: (OrderTicketsRow['tickets'][number] & { price: number; discount: number })[];
};

/** An order of the organiser with its event and its valid tickets in order, as a guest receives them. */
export async function findOrderTickets(
  db: Db,
  organizationId: string,
  orderId: string,
): Promise<OrderDeliveryRow | undefined> {
  const rows = await selectTicketsWithDate(db)
    .innerJoin('organizations as org', 'org.id', 't.organization_id')
    .select([
      'o.reference',
      'o.applied_promo as appliedPromo',
      'org.name as organiserName',
      'e.end_at as endAt',
      'e.doors_open_at as doorsOpenAt',
      't.price_pence as price',
      't.discount_pence as discount',
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
    orderId,
    reference: first.reference,
    phone: first.phone,
    email: first.email,
    fullName: first.fullName,
    organiserName: first.organiserName,
    eventName: first.eventName,
    startAt: first.startAt,
    endAt: first.endAt,
    doorsOpenAt: first.doorsOpenAt,
    isOnline: first.isOnline,
    address: first.address,
    appliedPromo: first.appliedPromo,
    tickets: rows.map(
      ({ externalId, checkInCode, ticketIndex, groupSize, variantName, price, discount }) => ({
        externalId,
        checkInCode,
        ticketIndex,
        groupSize,
        variantName,
        price,
        discount,
      }),
    ),
  };
}
