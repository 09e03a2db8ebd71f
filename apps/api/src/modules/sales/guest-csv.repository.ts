import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { TCustomFieldColumn } from '../../db/custom-field-columns';
import type { GuestKey } from './guest.repository';

/**
 * One CSV cell made by PostgreSQL from a text value (null is empty): a cell a spreadsheet would take for a
 * formula (=, +, -, @, tab, CR) gets a leading quote, and a cell holding a comma, a double quote or a line
 * break is quoted with its quotes doubled — what `neutraliseCsvCell` and csv-stringify did to each cell.
 */
function csvCell(value: RawBuilder<unknown>): RawBuilder<string> {
  const neutralised = sql`(case when left(${value}, 1) in ('=', '+', '-', '@', E'\t', E'\r') then '''' || ${value} else ${value} end)`;
  return sql<string>`(case
    when ${value} is null then ''
    when strpos(${value}, '"') > 0 then '"' || replace(${neutralised}, '"', '""') || '"'
    when strpos(${value}, ',') > 0 or strpos(${value}, E'\n') > 0 or strpos(${value}, E'\r') > 0
      then '"' || ${neutralised} || '"'
    else ${neutralised} end)`;
}

const column = (name: string) => sql.ref(`g.${name}`);

export type GuestCsvPage = { lines: string; rows: number; last: GuestKey | null };

/**
 * The CSV lines of up to `limit` guests after a keyset, in the guest list's order (valid tickets by sale, then
 * number in the order), joined by line feeds: PostgreSQL formats every cell and Node only passes the text on,
 * so 100,000 guests stream at close to `COPY` speed in pages that bound the server's memory. The columns are
 * GUEST_CSV_COLUMNS' (times in London) and then the answers to `questions`.
 */
export async function listGuestCsvLines(
  db: Db,
  page: {
    organizationId: string;
    eventId: string;
    publicUrl: string;
    questions: TCustomFieldColumn[];
    after: GuestKey | null;
    limit: number;
  },
): Promise<GuestCsvPage> {
  const after = page.after
    ? sql`and (t.created_at, t.order_id, t.ticket_index) > (${page.after.createdAt}::timestamptz, ${page.after.orderId}, ${page.after.ticketIndex})`
    : sql``;
  const cells = [
    csvCell(column('full_name')),
    csvCell(column('phone')),
    csvCell(column('email')),
    csvCell(column('variant_name')),
    sql`g.ticket_index::text`,
    sql`g.group_size::text`,
    csvCell(column('reference')),
    csvCell(column('applied_promo')),
    sql`(case when g.kind = 'online' then 'online' when g.kind = 'cash' or g.total_pence > 0 then 'cash' else 'free' end)`,
    sql`(case when g.checked_in_at is null then 'No' else 'Yes' end)`,
    csvCell(sql`to_char(g.checked_in_at at time zone 'Europe/London', 'DD Mon YYYY, HH24:MI')`),
    csvCell(column('external_id')),
    csvCell(sql`(${page.publicUrl} || '/api/public/ticket/' || g.external_id || '/pdf')`),
    ...['line1', 'line2', 'city', 'postCode', 'country'].map((part) =>
      csvCell(sql`(g.address ->> ${sql.lit(part)})`),
    ),
    ...page.questions.map((question) => csvCell(column(question))),
  ];
  const result = await sql<{ lines: string | null; rows: number; last_key: string | null }>`
    select
      string_agg(${sql.join(cells, sql`|| ',' ||`)}, E'\n' order by g.created_at, g.order_id, g.ticket_index) as lines,
      count(*)::int as rows,
      (array_agg(g.created_at::text || '|' || g.order_id || '|' || g.ticket_index
        order by g.created_at desc, g.order_id desc, g.ticket_index desc))[1] as last_key
    from (
      select t.created_at, t.order_id, t.ticket_index, t.group_size, t.checked_in_at, t.external_id,
        o.full_name, o.phone, o.email, o.reference, o.applied_promo, o.kind, o.total_pence, o.address,
        o.custom_field1, o.custom_field2, o.custom_field3, o.custom_field4, o.custom_field5,
        v.name as variant_name
      from tickets t
      join orders o on o.id = t.order_id
      join ticket_variants v on v.id = t.ticket_variant_id
      where t.organization_id = ${page.organizationId} and t.event_id = ${page.eventId} and t.status = 'valid'
        ${after}
      order by t.created_at, t.order_id, t.ticket_index
      limit ${page.limit}
    ) g`.execute(db);
  const row = result.rows[0];
  if (!row?.last_key) return { lines: '', rows: 0, last: null };
  const [createdAt, orderId, ticketIndex] = row.last_key.split('|');
  return {
    lines: row.lines ?? '',
    rows: Number(row.rows),
    last: { createdAt: createdAt!, orderId: orderId!, ticketIndex: Number(ticketIndex) },
  };
}
