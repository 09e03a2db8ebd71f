import type { TOfflineScanResult } from '@usher/contract/offline-check-in';
import type { Db } from '../../db/database';

export type OfflineScanKey = { organizationId: string; nonce: string };

/** The answers already given to these nonces, by nonce. */
export async function findOfflineResults(
  db: Db,
  organizationId: string,
  nonces: string[],
): Promise<Map<string, TOfflineScanResult>> {
  if (nonces.length === 0) return new Map();
  const rows = await db
    .selectFrom('offline_scans')
    .select(['nonce', 'result'])
    .where('organization_id', '=', organizationId)
    .where('nonce', 'in', nonces)
    .where('result', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.result ? [[row.nonce, row.result] as const] : [])));
}

/**
 * Claims a nonce for one scan; false when another upload already holds it. A second claim of the same nonce
 * waits here until the first upload's transaction ends.
 */
export async function claimOfflineScan(
  db: Db,
  { organizationId, nonce }: OfflineScanKey,
  scan: { eventId: string; deviceId: string; scannedAt: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('offline_scans')
    .values({
      organization_id: organizationId,
      nonce,
      event_id: scan.eventId,
      device_id: scan.deviceId,
      scanned_at: scan.scannedAt,
      result: null,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findOfflineResult(db: Db, { organizationId, nonce }: OfflineScanKey) {
  const row = await db
    .selectFrom('offline_scans')
    .select('result')
    .where('organization_id', '=', organizationId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  return row?.result ?? null;
}

export async function saveOfflineResult(
  db: Db,
  { organizationId, nonce }: OfflineScanKey,
  result: TOfflineScanResult,
): Promise<void> {
  await db
    .updateTable('offline_scans')
    .set({ result: JSON.stringify(result) })
    .where('organization_id', '=', organizationId)
    .where('nonce', '=', nonce)
    .execute();
}
