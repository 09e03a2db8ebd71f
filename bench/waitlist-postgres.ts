// The waiting list on PostgreSQL (issue 31): 1,000 places freed at once (one hold of 1,000 let go) on a date with
// 10,000 people waiting, served by the sales core at the end of that sale — 1,000 offers (each a hold, its entry
// marked, its email in the outbox) in the one transaction that freed them. Beside it, in the same run, the
// limit: the same 1,000 holds, their lines, their entries and an email row each written by one bare SQL
// statement, with no choice, no lock and no text composed. Also shown: what serving costs a sale that frees nothing on that date.
import { sql } from 'kysely';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { queueWaitlistNotices } from '../apps/api/src/modules/delivery/waitlist-notice.service';
import { withDates } from '../apps/api/src/modules/sales/locked-sale.service';
import { setWaitlistNotifier } from '../apps/api/src/modules/sales/waitlist.service';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { int, median, ms } from './lib/stats';
import { reportTarget } from './lib/targets';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_waitlist';
const WAITING = 10_000;
const FREED = 1_000;
const ROUNDS = 3;

function fail(message: string): never {
  console.error(`\nwaitlist-postgres: ${message}`);
  process.exit(1);
}

/** A published date whose one ticket type (limit FREED) is all held by one hold, with WAITING people waiting. */
async function soldOutDate(db: Db, organizationId: string) {
  const activity = await db
    .insertInto('activities')
    .values({
      organization_id: organizationId,
      name: 'Bench evening',
      description: '',
      is_online: true,
      is_address_required: false,
      is_email_required: false,
      is_full_name_required: false,
      short_code: crypto.randomUUID().slice(0, 8),
      is_published: true,
      waitlist_enabled: true,
      waitlist_offer_minutes: 1440,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const date = await db
    .insertInto('events')
    .values({
      organization_id: organizationId,
      activity_id: activity.id,
      start_at: new Date(Date.now() + 7 * 24 * 3600_000),
      end_at: null,
      doors_open_at: null,
      max_ticket_count: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variant = await db
    .insertInto('ticket_variants')
    .values({
      organization_id: organizationId,
      event_id: date.id,
      name: 'Standard',
      description: null,
      price_pence: 1500,
      max_ticket_count: FREED,
      is_affect_event_ticket_count: true,
      image_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hold = await db
    .insertInto('holds')
    .values({
      organization_id: organizationId,
      event_id: date.id,
      expires_at: new Date(Date.now() + 3600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('hold_lines')
    .values({ hold_id: hold.id, ticket_variant_id: variant.id, quantity: FREED })
    .execute();
  await sql`
    insert into waitlist_entries (organization_id, event_id, ticket_variant_id, quantity, full_name, email)
    select ${organizationId}::uuid, ${date.id}::uuid, ${variant.id}::uuid, 1, 'Person ' || n,
      'person-' || n || '@bench.test'
    from generate_series(1, ${WAITING}) n`.execute(db);
  await sql`analyze waitlist_entries`.execute(db);
  return { eventId: date.id, variantId: variant.id, holdId: hold.id };
}

const countOffered = async (db: Db, eventId: string) =>
  Number(
    (
      await db
        .selectFrom('waitlist_entries')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('event_id', '=', eventId)
        .where('status', '=', 'offered')
        .executeTakeFirstOrThrow()
    ).count,
  );

async function main() {
  await recreateDatabase(DATABASE_URL).catch((error: Error) => fail(error.message));
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 10 });
  await migrateToLatest(db);
  const { organizationId } = await seedOrganiser(db, {
    name: 'Bench Waitlist',
    email: 'waitlist@bench.test',
    password: 'bench waitlist password',
  });
  setWaitlistNotifier((trx, notices) => queueWaitlistNotices(trx, notices, 'https://usher.bench.test'));
  console.log(
    `${int(FREED)} places freed at once on a date with ${int(WAITING)} waiting, ${ROUNDS} rounds\n`,
  );

  const served: number[] = [];
  const bare: number[] = [];
  const idle: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const date = await soldOutDate(db, organizationId);
    // A sale that frees nothing: what serving adds to every sale of a date with 10,000 waiting.
    const idleStarted = performance.now();
    await withDates(db, organizationId, [date.eventId], async () => undefined);
    idle.push(performance.now() - idleStarted);
    const started = performance.now();
    await withDates(db, organizationId, [date.eventId], (sale) => sale.release(date.holdId));
    served.push(performance.now() - started);
    const offered = await countOffered(db, date.eventId);
    if (offered !== FREED) fail(`${offered} offers made, ${FREED} expected`);

    const other = await soldOutDate(db, organizationId);
    const bareStarted = performance.now();
    await sql`
      with chosen as (
        select id as entry_id, gen_random_uuid() as hold_id from waitlist_entries
        where event_id = ${other.eventId}::uuid and status = 'waiting' order by position limit ${FREED}
      ), new_holds as (
        insert into holds (id, organization_id, event_id, expires_at)
        select hold_id, ${organizationId}::uuid, ${other.eventId}::uuid, now() + interval '1 day' from chosen
        returning id
      ), new_lines as (
        insert into hold_lines (hold_id, ticket_variant_id, quantity)
        select hold_id, ${other.variantId}::uuid, 1 from chosen
      ), mails as (
        insert into outbox_messages (organization_id, channel, recipient, subject, body_text, body_html)
        select ${organizationId}::uuid, 'email', 'person@bench.test', 'Tickets are held for you',
          repeat('x', 400), repeat('x', 500)
        from chosen
      )
      update waitlist_entries w set status = 'offered', hold_id = c.hold_id
      from chosen c where w.id = c.entry_id`.execute(db);
    bare.push(performance.now() - bareStarted);
  }
  const offersPerSecond = FREED / (median(served) / 1000);
  const barePerSecond = FREED / (median(bare) / 1000);
  console.log(
    `served at the sale's end: ${ms(median(served))} for ${int(FREED)} offers (median of ${ROUNDS})`,
  );
  console.log(`bare SQL, the same writes: ${ms(median(bare))}`);
  console.log(`a sale freeing nothing on that date: ${ms(median(idle))}\n`);
  const ratio = offersPerSecond / barePerSecond;
  reportTarget({
    name: `waiting list, ${int(FREED)} places freed with ${int(WAITING)} waiting`,
    measured: `${int(offersPerSecond)} offers/s (${ms(median(served))} for all)`,
    limit: `bare SQL writing the same offers ${int(barePerSecond)} offers/s`,
    target: '≥ 0.2 of the bare SQL (each offer is also chosen in joining order, and its email composed)',
    ratio,
    pass: ratio >= 0.2,
  });
  await db.destroy();
}

await main();
