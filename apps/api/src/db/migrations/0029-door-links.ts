import { sql, type Kysely } from 'kysely';

/**
 * Door links (issue 30 §1, §2): the crew's way in to one date's door without an account.
 *
 * `door_links.token_hash` is the SHA-256 (base64url) of the link's token, which carries 192 random bits: a fast
 * hash is as safe as a slow one and a request finds its link by one index lookup; `token_hint` is the token's
 * last four characters, for the list. The PIN is hashed with argon2id like passwords. `ticket_variant_ids` are
 * the ticket types the door admits (empty: all of the date's).
 *
 * `door_sessions` are the crew's phones: the cookie's value is stored only as its SHA-256. A session ends with
 * its link (revoked, or past `valid_until`), read on every request, so nothing has to delete it.
 *
 * `door_pin_attempts` counts wrong PINs per link and client address in the database, so the lockout holds
 * across API processes: its row is locked while a PIN is checked (one address's checks at one link run one at a
 * time, so a burst checks no more PINs than the limit), and a right PIN removes it.
 *
 * `tickets.checked_in_door_link_id` is the link that checked the ticket in now (set by the check-in, cleared by
 * the undo): the link's `checkedInCount`. No index holds it: a date's count reads that date's tickets, and a
 * check-in stays a heap-only update (migration 0011). `check_in_log.by_door_link_id` gains its foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('door_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_hint', 'text', (c) => c.notNull())
    .addColumn('ticket_variant_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('pin_hash', 'text')
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`create index door_links_event_idx on door_links (event_id, created_at)`.execute(db);

  await db.schema
    .createTable('door_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('door_link_id', 'uuid', (c) => c.notNull().references('door_links.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index door_sessions_link_idx on door_sessions (door_link_id)`.execute(db);

  await db.schema
    .createTable('door_pin_attempts')
    .addColumn('door_link_id', 'uuid', (c) => c.notNull().references('door_links.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('door_pin_attempts_pk', ['door_link_id', 'client_address'])
    .execute();

  await sql`alter table tickets add column checked_in_door_link_id uuid references door_links (id) on delete set null`.execute(
    db,
  );
  await sql`
    alter table check_in_log add constraint check_in_log_by_door_link_fk
    foreign key (by_door_link_id) references door_links (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table check_in_log drop constraint check_in_log_by_door_link_fk`.execute(db);
  await db.schema.alterTable('tickets').dropColumn('checked_in_door_link_id').execute();
  await db.schema.dropTable('door_pin_attempts').execute();
  await db.schema.dropTable('door_sessions').execute();
  await db.schema.dropTable('door_links').execute();
}
