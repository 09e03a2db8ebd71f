import { sql } from 'kysely';
import type { TDoorOfflineScanResult } from '@usher/contract/door';
import type { Db } from '../../db/database';

/** The answers already given to these nonces, by nonce. */
export async function findOfflineResults(
  db: Db,
  organizationId: string,
  nonces: string[],
): Promise<Map<string, TDoorOfflineScanResult>> {
  if (nonces.length === 0) return new Map();
  const rows = await db
    .selectFrom('offline_scans')
    .select(['nonce', 'result'])
    .where('organization_id', '=', organizationId)
    .where('nonce', 'in', nonces)
    .execute();
  return new Map(rows.flatMap((row) => (row.result ? [[row.nonce, row.result] as const] : [])));
}

export type OfflineScanClaim = { nonce: string; scannedAt: Date };

/**
 * Claims nonces for one upload, in nonce order so two uploads sharing nonces wait on each other in one
 * direction only; returns those this upload got. A nonce another upload holds waits here until that upload's
 * transaction ends, and is then not this upload's.
 */
export async function claimOfflineScans(
  db: Db,
  upload: { organizationId: string; eventId: string; deviceId: string },
  claims: OfflineScanClaim[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await db
    .insertInto('offline_scans')
    .values(
      [...claims]
        .sort((a, b) => (a.nonce < b.nonce ? -1 : a.nonce > b.nonce ? 1 : 0))
        .map((claim) => ({
          organization_id: upload.organizationId,
          nonce: claim.nonce,
          event_id: upload.eventId,
          device_id: upload.deviceId,
          scanned_at: claim.scannedAt,
          result: null,
        })),
    )
    .onConflict((oc) => oc.columns(['organization_id', 'nonce']).doNothing())
    .returning('nonce')
    .execute();
  return new Set(rows.map((row) => row.nonce));
}

/** Stores the answers of the nonces an upload claimed, in one statement. */
export async function saveOfflineResults(
  db: Db,
  organizationId: string,
  results: TDoorOfflineScanResult[],
): Promise<void> {
  if (results.length === 0) return;
  const rows = sql.join(results.map((result) => sql`(${result.nonce}, ${JSON.stringify(result)}::jsonb)`));
  await sql`
    update offline_scans s set result = r.result
    from (values ${rows}) as r(nonce, result)
    where s.organization_id = ${organizationId} and s.nonce = r.nonce`.execute(db);
}

/** Forgets offline scans uploaded before `before`, with their answers. */
export async function deleteOfflineScansBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('offline_scans').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
