import { sql } from 'kysely';
import type { Db } from '../../db/database';

const LINK_COLUMNS = [
  'id',
  'event_id',
  'name',
  'token_hint',
  'ticket_variant_ids',
  'pin_hash',
  'valid_from',
  'valid_until',
  'revoked_at',
  'created_at',
  'last_used_at',
] as const;

export async function insertDoorLink(
  db: Db,
  values: {
    organizationId: string;
    eventId: string;
    name: string;
    tokenHash: string;
    tokenHint: string;
    ticketVariantIds: string[];
    pinHash: string | null;
    validFrom: string | null;
    validUntil: string | null;
    createdBy: string;
  },
) {
  return db
    .insertInto('door_links')
    .values({
      organization_id: values.organizationId,
      event_id: values.eventId,
      name: values.name,
      token_hash: values.tokenHash,
      token_hint: values.tokenHint,
      ticket_variant_ids: values.ticketVariantIds,
      pin_hash: values.pinHash,
      valid_from: values.validFrom,
      valid_until: values.validUntil,
      created_by: values.createdBy,
    })
    .returning(LINK_COLUMNS)
    .executeTakeFirstOrThrow();
}
export type DoorLinkRow = Awaited<ReturnType<typeof insertDoorLink>>;

/** A date's door links, oldest first, revoked ones too. */
export function listDoorLinks(db: Db, organizationId: string, eventId: string): Promise<DoorLinkRow[]> {
  return db
    .selectFrom('door_links')
    .select(LINK_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('event_id', '=', eventId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Revokes one of the organiser's links (a second revoke keeps the first time) and ends its phones' sessions in
 * the same statement; undefined for no link of the organiser.
 */
export async function revokeDoorLink(
  db: Db,
  organizationId: string,
  id: string,
): Promise<DoorLinkRow | undefined> {
  const { rows } = await sql<DoorLinkRow>`
    with revoked as (
      update door_links set revoked_at = coalesce(revoked_at, now())
      where id = ${id} and organization_id = ${organizationId}
      returning ${sql.join(LINK_COLUMNS.map((column) => sql.ref(column)))}
    ),
    ended as (
      delete from door_sessions where door_link_id in (select id from revoked)
    )
    select * from revoked`.execute(db);
  return rows[0];
}

/** A link found by its token's hash, with the organiser, and the crew phone's session of it when the cookie names one. */
export async function findDoorByToken(db: Db, tokenHash: string, sessionHash: string | null) {
  return db
    .selectFrom('door_links as l')
    .leftJoin('door_sessions as s', (join) =>
      join.onRef('s.door_link_id', '=', 'l.id').on('s.token_hash', '=', sessionHash ?? ''),
    )
    .select([...LINK_COLUMNS.map((column) => `l.${column}` as const), 'l.organization_id', 's.device_name'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type DoorByTokenRow = NonNullable<Awaited<ReturnType<typeof findDoorByToken>>>;

export async function insertDoorSession(
  db: Db,
  values: { doorLinkId: string; tokenHash: string; deviceName: string },
): Promise<void> {
  await db
    .insertInto('door_sessions')
    .values({
      door_link_id: values.doorLinkId,
      token_hash: values.tokenHash,
      device_name: values.deviceName,
    })
    .execute();
}

/** Marks a link used now, at most once a minute (the list shows the minute). */
export async function touchDoorLink(db: Db, id: string): Promise<void> {
  await db
    .updateTable('door_links')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`),
      ]),
    )
    .execute();
}

/**
 * The wrong PINs of an address at a link in the current window, with the counter's row locked until the caller's
 * transaction ends (created at 0 when there is none, and put back to 0 once its window is `windowMinutes` old):
 * PIN checks of one address at one link run one after the other.
 */
export async function lockPinFailures(
  trx: Db,
  doorLinkId: string,
  clientAddress: string,
  windowMinutes: number,
): Promise<number> {
  const { rows } = await sql<{ attempts: number }>`
    insert into door_pin_attempts (door_link_id, client_address, attempts, window_started_at)
    values (${doorLinkId}, ${clientAddress}, 0, now())
    on conflict (door_link_id, client_address) do update set
      attempts = case when door_pin_attempts.window_started_at <= now() - make_interval(mins => ${windowMinutes}::int)
        then 0 else door_pin_attempts.attempts end,
      window_started_at = case
        when door_pin_attempts.window_started_at <= now() - make_interval(mins => ${windowMinutes}::int)
        then now() else door_pin_attempts.window_started_at end
    returning attempts`.execute(trx);
  return Number(rows[0]!.attempts);
}

/** One more wrong PIN; the first of a window starts it. */
export async function addPinFailure(trx: Db, doorLinkId: string, clientAddress: string): Promise<void> {
  await sql`
    update door_pin_attempts set attempts = attempts + 1,
      window_started_at = case when attempts = 0 then now() else window_started_at end
    where door_link_id = ${doorLinkId} and client_address = ${clientAddress}`.execute(trx);
}

/** A right PIN clears its address's count at that link. */
export async function clearPinAttempts(db: Db, doorLinkId: string, clientAddress: string): Promise<void> {
  await db
    .deleteFrom('door_pin_attempts')
    .where('door_link_id', '=', doorLinkId)
    .where('client_address', '=', clientAddress)
    .execute();
}
