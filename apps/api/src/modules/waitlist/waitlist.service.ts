import type {
  TWaitlistSettings,
  TPublicWaitlistEntry,
  TWaitlistEntry,
  TWaitlistResponse,
} from '@usher/contract/waitlist';
import { WAITLIST_STATUSES } from '@usher/contract/waitlist';
import type { Db } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/iso';
import { notFound } from '../../errors';
import type { OrganiserScope } from '../../plugins/scope';
import { withDates } from '../sales/locked-sale.service';
import {
  findWaitlistEntry,
  listWaitlistOfDate,
  leaveWaitlist,
  removeWaitlistEntry,
  type WaitlistEntryRow,
} from '../sales/waitlist.service';
import {
  findDateOfOrganiser,
  findWaitlistSettings,
  updateWaitlistSettings,
} from './waitlist-settings.repository';
import { listActivityEventIds } from '../activities/activity.service';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId'>;

export async function getWaitlistSettings(scope: Scope, activityId: string): Promise<TWaitlistSettings> {
  const settings = await findWaitlistSettings(scope.db, scope.organizationId, activityId);
  if (!settings) throw notFound();
  return { isEnabled: settings.isEnabled, offerMinutes: Number(settings.offerMinutes) };
}

/**
 * Saves an activity's list settings holding its dates' locks, so a list switched on serves the places already
 * free at once (in this transaction, at the sale's end), and one switched off makes no offer after it.
 */
export async function saveWaitlistSettings(
  scope: Scope,
  activityId: string,
  settings: TWaitlistSettings,
): Promise<TWaitlistSettings> {
  await getWaitlistSettings(scope, activityId);
  await withDates(
    scope.db,
    scope.organizationId,
    (trx) => listActivityEventIds(trx, scope.organizationId, activityId),
    (sale) => updateWaitlistSettings(sale.trx, scope.organizationId, activityId, settings),
  );
  return getWaitlistSettings(scope, activityId);
}

export function toWaitlistEntry(row: WaitlistEntryRow): TWaitlistEntry {
  return {
    entryId: row.id,
    position: row.position === null ? null : Number(row.position),
    status: row.status,
    ticketVariantId: row.variantId,
    ticketVariantName: row.variantName,
    quantity: row.quantity,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    createdAt: toIso(row.createdAt),
    offeredAt: toIsoOrNull(row.offeredAt),
    offerExpiresAt: toIsoOrNull(row.offerExpiresAt),
  };
}

export function toPublicEntry(row: WaitlistEntryRow): TPublicWaitlistEntry {
  return {
    entryId: row.id,
    status: row.status,
    position: row.position === null ? null : Number(row.position),
    quantity: row.quantity,
    ticketVariantId: row.variantId,
    ticketVariantName: row.variantName,
    activityName: row.activityName,
    eventId: row.eventId,
    eventStartAt: toIso(row.startAt),
    offer:
      row.status === 'offered' && row.holdId && row.offerExpiresAt
        ? { holdId: row.holdId, expiresAt: toIso(row.offerExpiresAt) }
        : null,
  };
}

/** A date's list for its organiser (issue 31 §4): the counts per status and the entries in joining order. */
export async function getWaitlistOfDate(scope: Scope, eventId: string): Promise<TWaitlistResponse> {
  if (!(await findDateOfOrganiser(scope.db, scope.organizationId, eventId))) throw notFound();
  const rows = await listWaitlistOfDate(scope.db, scope.organizationId, eventId);
  const counts = Object.fromEntries(
    WAITLIST_STATUSES.map((status) => [status, 0]),
  ) as TWaitlistResponse['counts'];
  for (const row of rows) counts[row.status] += 1;
  return { counts, entries: rows.map(toWaitlistEntry) };
}

export async function getPublicEntry(db: Db, entryId: string): Promise<TPublicWaitlistEntry> {
  const row = await findWaitlistEntry(db, entryId);
  if (!row) throw notFound();
  return toPublicEntry(row);
}

export async function leaveEntry(db: Db, entryId: string): Promise<TPublicWaitlistEntry> {
  return toPublicEntry(await leaveWaitlist(db, entryId));
}

export async function removeEntry(scope: Scope, entryId: string): Promise<TWaitlistEntry> {
  return toWaitlistEntry(await removeWaitlistEntry(scope.db, scope.organizationId, entryId));
}
