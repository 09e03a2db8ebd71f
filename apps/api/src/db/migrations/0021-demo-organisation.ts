import { sql, type Kysely } from 'kysely';

/**
 * The demo organiser is marked as such (issue 28 §1): on a server without a payment provider it alone may take
 * orders through the built-in test payment page, unless `TEST_PAYMENTS=true` lets every organiser. A demo
 * seeded before this migration is the organiser of the demo's first account (an example.com address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations add column is_demo boolean not null default false`.execute(db);
  await sql`
    update organizations set is_demo = true
    where id in (
      select m.organization_id from memberships m join users u on u.id = m.user_id
      where u.email = 'organiser@example.com'
    ) and name = 'Riverside Live'`.execute(db);
}
