import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { neutraliseCsvCell } from '@usher/contract/check-in';
import { ticketPdfUrl } from '@usher/contract/ticket-links';
import { to as copyTo } from 'pg-copy-streams';
import { pgPoolOf } from '../../db/connect';
import type { TCustomFieldColumn } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';

/** The first characters `neutraliseCsvCell` quotes (= + - @ tab CR) as `ascii()` codes, all 64 or below. */
const FORMULA_CODES = '61, 43, 45, 64, 9, 13';

/**
 * A text cell as the export writes it, for COPY's CSV (which quotes what needs quoting): formula-like text gets a
 * leading quote (`neutraliseCsvCell`), and empty text is NULL so that it is written bare, not as "". Text that
 * starts above code 64 (letters: most names, emails and references) is settled by one comparison, because each
 * comparison is a function call per cell and 100,000 guests make two million cells.
 */
const cell = (value: string) =>
  `case when ascii(${value}) > 64 then ${value} when ${value} = '' then null ` +
  `when ascii(${value}) in (${FORMULA_CODES}) then '''' || ${value} else ${value} end`;

/**
 * Streams the CSV rows of a date's guests into `output` with PostgreSQL's `COPY … TO STDOUT (FORMAT csv)`: the
 * database formats and quotes every row and Node only passes the bytes on, as fast as `psql \copy` and with
 * memory bounded by the stream's buffers. Same columns and order as `listGuestCsvRows` and `guestCsvLine`.
 * Answers false, writing nothing, where the database is not PostgreSQL (PGlite).
 */
export async function copyGuestCsv(
  db: Db,
  page: { organizationId: string; eventId: string; publicUrl: string; questions: TCustomFieldColumn[] },
  output: Writable,
): Promise<boolean> {
  const pool = pgPoolOf(db);
  if (!pool) return false;
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    // COPY takes no bind parameters: the values are quoted as literals by the driver.
    const literal = (value: string) => client.escapeLiteral(value);
    // The link around the id, shaped by the one function that shapes it everywhere.
    const [linkStart, linkEnd] = ticketPdfUrl(page.publicUrl, '\0').split('\0');
    const columns = [
      cell('o.full_name'),
      cell('o.phone'),
      cell('o.email'),
      cell('v.name'),
      't.ticket_index',
      't.group_size',
      cell('o.reference'),
      cell('o.applied_promo'),
      // salesChannelOf, in SQL.
      `case when o.kind = 'online' and o.payment_provider = 'test' then 'test' when o.kind = 'online' then 'online'
        when o.kind = 'cash' or o.total_pence > 0 then 'cash' else 'free' end`,
      `case when t.checked_in_at is null then 'No' else 'Yes' end`,
      `to_char(t.checked_in_at at time zone 'Europe/London', 'DD Mon YYYY, HH24:MI')`,
      cell('t.external_id'),
      // The link starts with the public URL, known here: neutralised once rather than once a row.
      `${literal(neutraliseCsvCell(linkStart!))} || t.external_id || ${literal(linkEnd!)}`,
      ...['line1', 'line2', 'city', 'postCode', 'country'].map((part) => cell(`(o.address ->> '${part}')`)),
      ...page.questions.map((question) => cell(`o.${question}`)),
    ];
    const query = `select ${columns.join(', ')}
      from tickets t
      join orders o on o.id = t.order_id
      join ticket_variants v on v.id = t.ticket_variant_id
      where t.organization_id = ${literal(page.organizationId)} and t.event_id = ${literal(page.eventId)}
        and t.status = 'valid'
      order by t.list_position`;
    // The rows come in the list's order from tickets_event_position_idx, first bytes at once. Priced with the cells'
    // expressions shared among workers, a parallel plan looks cheaper to the planner, but it sorts every
    // formatted row before the first byte (23 MB spilled to disk at 100,000 guests; bench/README.md).
    await client.query('begin');
    await client.query('set local max_parallel_workers_per_gather = 0');
    await pipeline(client.query(copyTo(`copy (${query}) to stdout with (format csv)`)), output, {
      end: false,
    });
    await client.query('commit');
    return true;
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A COPY cut short leaves the connection mid-protocol: it is closed rather than handed to the next request.
    client.release(failure);
  }
}
