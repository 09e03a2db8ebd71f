import { sql } from 'kysely';
import type { Db } from '../../db/database';

const KEY_COLUMNS = [
  'id',
  'name',
  'scopes',
  'key_prefix',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export async function insertApiKey(
  db: Db,
  values: {
    organizationId: string;
    createdBy: string;
    name: string;
    scopes: string[];
    keyHash: string;
    keyPrefix: string;
  },
) {
  return db
    .insertInto('api_keys')
    .values({
      organization_id: values.organizationId,
      created_by: values.createdBy,
      name: values.name,
      scopes: values.scopes,
      key_hash: values.keyHash,
      key_prefix: values.keyPrefix,
    })
    .returning(KEY_COLUMNS)
    .executeTakeFirstOrThrow();
}
export type ApiKeyRow = Awaited<ReturnType<typeof insertApiKey>>;

/** The organiser's keys, newest first, revoked ones too. */
export function listApiKeys(db: Db, organizationId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes one of the organiser's keys (a key revoked already keeps its first time); undefined when not theirs. */
export async function revokeApiKey(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returning(KEY_COLUMNS)
    .executeTakeFirst();
}

/** The live key with this hash, with whom it acts for; revoked keys are not found. */
export function findLiveKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'organization_id', 'created_by', 'scopes', 'key_prefix', 'last_used_at'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
export type LiveApiKeyRow = NonNullable<Awaited<ReturnType<typeof findLiveKeyByHash>>>;

/** Records a key's use unless one was recorded within the last minute (so at most one write a minute). */
export async function touchApiKey(db: Db, id: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`),
      ]),
    )
    .execute();
}
