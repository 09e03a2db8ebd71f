import type { z } from 'zod';
import type { TActivity, TActivityListItem, ZActivityRequest } from '@usher/contract/activities';
import { MESSAGES } from '@usher/contract/messages';
import { CUSTOM_FIELD_KEYS, customFieldRecord, customFieldValues } from '@usher/contract/custom-fields';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';
import type { OrganiserScope } from '../../plugins/scope';
import { toIsoOrNull } from '../../db/iso';
import { badRequest, conflict, notFound } from '../../errors';
import { announceDatesChanged } from '../sales/date-changes';
import { withDates, type LockedSale } from '../sales/locked-sale.service';
import { isReserved } from '../sales/stock.service';
import { readActivitiesSales } from '../sales/order-admin.service';
import { isOwnUpload } from '../storage/upload.service';
import {
  deleteActivity,
  findActivitiesByIds,
  findActivity,
  findActivityWithDate,
  insertActivity,
  listActivities,
  listActivityEventIds,
  setActivityPublished,
  updateActivity,
  type ActivityRow,
  type ActivityValues,
} from './activity.repository';
import { sanitiseDescription } from './description.sanitiser';
import { newShortCode } from './short-code.service';

export type { ActivityRow } from './activity.repository';
export { listActivityEventIds };
type ActivityRequest = z.output<typeof ZActivityRequest>;
type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'publicUrl'>;

export const activityPageUrl = (publicUrl: string, activityId: string) => `${publicUrl}/a/${activityId}`;
export const shortLinkUrl = (publicUrl: string, code: string) => `${publicUrl}/s/${code}`;

export function toActivity(row: ActivityRow, publicUrl: string): TActivity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    link: activityPageUrl(publicUrl, row.id),
    minAge: row.min_age === null ? null : Number(row.min_age),
    isOnline: row.is_online,
    onlineLink: row.online_link,
    address: row.address,
    isAddressRequired: row.is_address_required,
    isEmailRequired: row.is_email_required,
    isFullNameRequired: row.is_full_name_required,
    ...customFieldRecord(customFieldValues(row, CUSTOM_FIELD_COLUMNS), CUSTOM_FIELD_KEYS),
    isPublished: row.is_published,
    isOneTimeAddressEditAvailable: row.is_one_time_address_edit_available,
    qrLink: shortLinkUrl(publicUrl, row.short_code),
    firstEventDate: toIsoOrNull(row.first_event_date),
    lastEventDate: toIsoOrNull(row.last_event_date),
    hasTicketVariants: Boolean(row.has_ticket_variants),
  };
}

export async function requireActivity(
  { db, organizationId }: Pick<Scope, 'db' | 'organizationId'>,
  activityId: string,
): Promise<ActivityRow> {
  const row = await findActivity(db, organizationId, activityId);
  if (!row) throw notFound();
  return row;
}

/** A date of the organiser with its activity, read in one statement; 404 for a date of another organiser. */
export async function requireActivityWithDate(
  { db, organizationId }: Pick<Scope, 'db' | 'organizationId'>,
  eventId: string,
) {
  const row = await findActivityWithDate(db, organizationId, eventId);
  if (!row) throw notFound();
  const {
    date_id: id,
    date_activity_id: activityId,
    date_start_at: startAt,
    date_end_at: endAt,
    date_doors_open_at: doorsOpenAt,
    date_max_ticket_count: maxTicketCount,
    ...activity
  } = row;
  const date = {
    id,
    activity_id: activityId,
    start_at: startAt,
    end_at: endAt,
    doors_open_at: doorsOpenAt,
    max_ticket_count: maxTicketCount,
  };
  return { activity, date };
}

/** Activities of the organiser by id, in one query; ids of other organisers are simply absent. */
export async function findActivities(
  { db, organizationId }: Pick<Scope, 'db' | 'organizationId'>,
  activityIds: string[],
): Promise<Map<string, ActivityRow>> {
  const rows = await findActivitiesByIds(db, organizationId, [...new Set(activityIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function getActivity(scope: Scope, activityId: string): Promise<TActivity> {
  return toActivity(await requireActivity(scope, activityId), scope.publicUrl);
}

/** The activities list; each with its tickets sold and gross when the member may see sales (§6). */
export async function listActivityCards(
  scope: Scope,
  mode: 'future' | 'past',
  canViewSales: boolean,
): Promise<TActivityListItem[]> {
  const rows = await listActivities(scope.db, scope.organizationId, mode);
  const sales = canViewSales
    ? await readActivitiesSales(
        scope.db,
        scope.organizationId,
        rows.map((row) => row.id),
      )
    : null;
  return rows.map((row) => ({
    ...toActivity(row, scope.publicUrl),
    ticketsSold: sales ? (sales.get(row.id)?.ticketsSold ?? 0) : null,
    gross: sales ? (sales.get(row.id)?.gross ?? 0) : null,
  }));
}

export async function isActivityReserved(
  { db, organizationId }: Pick<Scope, 'db' | 'organizationId'>,
  activityId: string,
): Promise<boolean> {
  return isReserved(db, organizationId, await listActivityEventIds(db, organizationId, activityId));
}

/**
 * Runs `change` in a transaction holding the sales lock of every date of the activity, so what it compares
 * against tickets sold stays true until it commits.
 */
function withActivityLocked<T>(scope: Scope, activityId: string, change: (sale: LockedSale) => Promise<T>) {
  const dates = (trx: Db) => listActivityEventIds(trx, scope.organizationId, activityId);
  return withDates(scope.db, scope.organizationId, dates, change);
}

async function toValues({ db, organizationId }: Scope, request: ActivityRequest): Promise<ActivityValues> {
  if (request.imageUrl !== null && !(await isOwnUpload(db, organizationId, request.imageUrl))) {
    throw badRequest(MESSAGES.wrongImageFormat, { imageUrl: MESSAGES.wrongImageFormat });
  }
  return { ...request, description: await sanitiseDescription(request.description) };
}

export async function createActivity(scope: Scope, request: ActivityRequest): Promise<TActivity> {
  const values = await toValues(scope, request);
  const id = await insertActivity(scope.db, scope.organizationId, values, newShortCode());
  return getActivity(scope, id);
}

const ADDRESS_FIELDS = ['country', 'city', 'line1', 'line2', 'postCode'] as const;
function isSameAddress(a: ActivityValues['address'], b: ActivityValues['address']): boolean {
  if (a === null || b === null) return a === b;
  return ADDRESS_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

const LOCKED_WHEN_RESERVED = [
  'name',
  'minAge',
  'isOnline',
  'onlineLink',
  'imageUrl',
  'isAddressRequired',
  'isEmailRequired',
  'isFullNameRequired',
  ...CUSTOM_FIELD_KEYS,
] as const satisfies readonly (keyof ActivityValues)[];

/**
 * Saves an activity. Once reserved (§4) only the description and a blank address stay editable;
 * a blank address may be filled in once (isOneTimeAddressEditAvailable, null counting as true).
 */
export async function saveActivity(
  scope: Scope,
  activityId: string,
  request: ActivityRequest,
): Promise<TActivity> {
  await requireActivity(scope, activityId);
  const values = await toValues(scope, request);
  await withActivityLocked(scope, activityId, async (sale) => {
    const trx = sale.trx;
    const current = toActivity(await requireActivity({ ...scope, db: trx }, activityId), scope.publicUrl);
    if (!(await sale.isReserved())) {
      return updateActivity(trx, scope.organizationId, activityId, values);
    }
    const lockedChanges = LOCKED_WHEN_RESERVED.filter((field) => values[field] !== current[field]);
    if (lockedChanges.length > 0) {
      throw conflict(
        MESSAGES.activityLocked,
        Object.fromEntries(lockedChanges.map((field) => [field, MESSAGES.activityLocked])),
      );
    }
    const addressChanged = !isSameAddress(values.address, current.address);
    const canEditAddressOnce = current.address === null && current.isOneTimeAddressEditAvailable !== false;
    if (addressChanged && !canEditAddressOnce) {
      throw conflict(MESSAGES.addressEditUsed, { address: MESSAGES.addressEditUsed });
    }
    await updateActivity(trx, scope.organizationId, activityId, {
      description: values.description,
      ...(addressChanged ? { address: values.address, isOneTimeAddressEditAvailable: false } : {}),
    });
  });
  return getActivity(scope, activityId);
}

export async function removeActivity(scope: Scope, activityId: string): Promise<void> {
  await requireActivity(scope, activityId);
  await withActivityLocked(scope, activityId, async (sale) => {
    await sale.clearForDelete({ eventIds: sale.eventIds }, MESSAGES.activityHasSales);
    await deleteActivity(sale.trx, scope.organizationId, activityId);
  });
}

export async function publishActivity(scope: Scope, activityId: string): Promise<TActivity> {
  const activity = await requireActivity(scope, activityId);
  if (!activity.has_ticket_variants) throw conflict(MESSAGES.publishNeedsDateAndTicket);
  await setActivityPublished(scope.db, scope.organizationId, activityId, true);
  // Published without the sales lock (nothing sold can change by it), so its dates are announced here.
  await announceDatesChanged(await listActivityEventIds(scope.db, scope.organizationId, activityId));
  return getActivity(scope, activityId);
}

/** Takes an activity offline unless a ticket is sold or held: tickets are issued only while it is published. */
export async function unpublishActivity(scope: Scope, activityId: string): Promise<TActivity> {
  await requireActivity(scope, activityId);
  await withActivityLocked(scope, activityId, async (sale) => {
    await sale.requireNothingSold({ eventIds: sale.eventIds }, MESSAGES.unpublishBlocked);
    await setActivityPublished(sale.trx, scope.organizationId, activityId, false);
  });
  return getActivity(scope, activityId);
}

/**
 * Takes an activity offline inside the transaction that deleted its last date (§4); answers whether it was
 * published, so the screen can say it went offline.
 */
export async function unpublishWithLastDate(
  trx: Db,
  organizationId: string,
  activityId: string,
): Promise<boolean> {
  const activity = await findActivity(trx, organizationId, activityId);
  if (!activity?.is_published) return false;
  await setActivityPublished(trx, organizationId, activityId, false);
  return true;
}

/** Links and QR exist only for published activities (§4). */
export async function requirePublishedActivity(scope: Scope, activityId: string): Promise<TActivity> {
  const activity = await getActivity(scope, activityId);
  if (!activity.isPublished) throw conflict(MESSAGES.publishFirst);
  return activity;
}
