import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { pgPoolOf } from '../../db/connect';
import type { TCustomFieldColumn } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';

const FORMULA_STARTS = `('=', '+', '-', '@', E'\\t', E'\\r')`;

/**
 * A text cell as the export writes it, for COPY's CSV (which quotes what needs quoting): formula-like text gets a
 * leading quote (`neutraliseCsvCell`), and empty text is NULL so that it is written bare, not as "".
 */
const cell = (value: string) =>
  `case when ${value} = '' then null when left(${value}, 1) in ${FORMULA_STARTS} then '''' || ${value} else ${value} end`;

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
    const columns = [
      cell('o.full_name'),
      cell('o.phone'),
      cell('o.email'),
      cell('v.name'),
      't.ticket_index',
      't.group_size',
      cell('o.reference'),
      cell('o.applied_promo'),
      `case when o.kind = 'online' then 'online' when o.kind = 'cash' or o.total_pence > 0 then 'cash' else 'free' end`,
      `case when t.checked_in_at is null then 'No' else 'Yes' end`,
      `to_char(t.checked_in_at at time zone 'Europe/London', 'DD Mon YYYY, HH24:MI')`,
      cell('t.external_id'),
      cell(`(${literal(page.publicUrl)} || '/api/public/ticket/' || t.external_id || '/pdf')`),
      ...['line1', 'line2', 'city', 'postCode', 'country'].map((part) => cell(`(o.address ->> '${part}')`)),
      ...page.questions.map((question) => cell(`o.${question}`)),
    ];
    const query = `select ${columns.join(', ')}
      from tickets t
      join orders o on o.id = t.order_id
      join ticket_variants v on v.id = t.ticket_variant_id
      where t.organization_id = ${literal(page.organizationId)} and t.event_id = ${literal(page.eventId)}
        and t.status = 'valid'
      order by t.created_at, t.order_id, t.ticket_index`;
    await pipeline(client.query(copyTo(`copy (${query}) to stdout with (format csv)`)), output, {
      end: false,
    });
    return true;
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A COPY cut short leaves the connection mid-protocol: it is closed rather than handed to the next request.
    client.release(failure);
  }
}
