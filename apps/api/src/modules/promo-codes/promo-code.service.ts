import type { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import type {
  TPromoActivityData,
  TPromoCode,
  TPromoCodeInfo,
  TPromoScopeOptions,
  ZCreatePromoCodeRequest,
} from '@usher/contract/promo-codes';
import type { TPromoTerms } from '@usher/contract/promo-pricing';
import type { OrganiserScope } from '../../plugins/scope';
import { toIso } from '../../db/iso';
import { badRequest, notFound } from '../../errors';
import { findActivities } from '../activities/activity.service';
import { findEventRows, listFutureEventRows } from '../events/event.service';
import { countPromoUses } from '../sales/stock.service';
import { findVariantsByIds, listVariantsOfDates } from '../ticket-variants/ticket-variant.service';
import {
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  markPromoCodeDeleted,
  type PromoCodeRow,
} from './promo-code.repository';

type CreateRequest = z.output<typeof ZCreatePromoCodeRequest>;
type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'userId'>;

export function termsOf(row: PromoCodeRow): TPromoTerms {
  return {
    percentageAmount: row.percentage_amount,
    fixedAmount: row.fixed_amount,
    validUntil: toIso(row.valid_until),
    isDeleted: row.is_deleted,
    appliesAtAll: row.applies_at_all,
    appliesAtActivities: row.activity_ids,
    appliesAtEvents: row.event_ids,
    appliesAtTicketVariants: row.ticket_variant_ids,
  };
}

function toPromoCode(
  row: PromoCodeRow,
  uses = { usedCount: 0, discountTotal: 0 },
  now = new Date(),
): TPromoCode {
  const terms = termsOf(row);
  return {
    id: row.id,
    code: row.code,
    ...terms,
    appliesAtActivities: row.activity_ids,
    appliesAtEvents: row.event_ids,
    appliesAtTicketVariants: row.ticket_variant_ids,
    maxUses: row.max_uses,
    isExpired: Date.parse(terms.validUntil) <= now.getTime(),
    usedCount: uses.usedCount,
    discountTotal: uses.discountTotal,
    createdAt: toIso(row.created_at),
  };
}

async function requirePromoCodeRow({ db, organizationId }: Scope, promoCodeId: string) {
  const row = await findPromoCode(db, organizationId, promoCodeId);
  if (!row) throw notFound();
  return row;
}

/** Every code of the organiser, newest first, deleted ones too, each with its uses and total discount. */
export async function listCodes(scope: Scope): Promise<TPromoCode[]> {
  const rows = await listPromoCodes(scope.db, scope.organizationId);
  const uses = await countPromoUses(
    scope.db,
    scope.organizationId,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => toPromoCode(row, uses.get(row.id), now));
}

/** Every id of a scope must be the organiser's: another organiser's id answers 404 and nothing is saved. */
async function requireOwnScope(scope: Scope, request: CreateRequest): Promise<void> {
  const [activities, events, variants] = await Promise.all([
    findActivities(scope, request.appliesAtActivities),
    findEventRows(scope, request.appliesAtEvents),
    findVariantsByIds(scope.db, scope.organizationId, request.appliesAtTicketVariants),
  ]);
  if (
    activities.size !== request.appliesAtActivities.length ||
    events.length !== request.appliesAtEvents.length ||
    variants.length !== request.appliesAtTicketVariants.length
  ) {
    throw notFound();
  }
}

/** Creates a code (§4: never edited afterwards); its name is unique among the organiser's live codes, ignoring case. */
export async function createCode(scope: Scope, request: CreateRequest): Promise<TPromoCodeInfo> {
  await requireOwnScope(scope, request);
  const id = await scope.db.transaction().execute(async (trx) => {
    const created = await insertPromoCode(trx, scope.organizationId, scope.userId, request);
    if (!created) throw badRequest(MESSAGES.promoCodeTaken, { code: MESSAGES.promoCodeTaken });
    return created;
  });
  return getCodeInfo(scope, id);
}

/** Marks a code deleted (§4: at any time); orders that used it keep it. */
export async function deleteCode(scope: Scope, promoCodeId: string): Promise<void> {
  await requirePromoCodeRow(scope, promoCodeId);
  await markPromoCodeDeleted(scope.db, scope.organizationId, promoCodeId);
}

/**
 * The scope in words (§3 `renderData.activityData`): per activity its name and whether it is chosen whole, and
 * otherwise its chosen dates, each whole or with its chosen ticket types.
 */
async function describeScope(scope: Scope, row: PromoCodeRow): Promise<TPromoActivityData[]> {
  const variants = await findVariantsByIds(scope.db, scope.organizationId, row.ticket_variant_ids);
  const events = await findEventRows(scope, [
    ...new Set([...row.event_ids, ...variants.map((v) => v.event_id)]),
  ]);
  const activities = await findActivities(scope, [
    ...row.activity_ids,
    ...events.map((event) => event.activity_id),
  ]);
  return [...activities.values()]
    .map((activity) => {
      const toAll = row.activity_ids.includes(activity.id);
      return {
        id: activity.id,
        name: activity.name,
        toAll,
        events: toAll
          ? []
          : events
              .filter((event) => event.activity_id === activity.id)
              .map((event) => ({
                id: event.id,
                date: toIso(event.start_at),
                toAll: row.event_ids.includes(event.id),
                ticketVariants: row.event_ids.includes(event.id)
                  ? []
                  : variants
                      .filter((variant) => variant.event_id === event.id)
                      .map((variant) => ({ id: variant.id, name: variant.name })),
              })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function getCodeInfo(scope: Scope, promoCodeId: string): Promise<TPromoCodeInfo> {
  const row = await requirePromoCodeRow(scope, promoCodeId);
  const [uses, activityData] = await Promise.all([
    countPromoUses(scope.db, scope.organizationId, [row.id]),
    describeScope(scope, row),
  ]);
  return { ...toPromoCode(row, uses.get(row.id)), renderData: { activityData } };
}

/** What a new code may apply to: activities with dates still to start, those dates and their ticket types. */
export async function listScopeOptions(scope: Scope): Promise<TPromoScopeOptions> {
  const events = await listFutureEventRows(scope);
  const ids = events.map((event) => event.id);
  const [activities, variants] = await Promise.all([
    findActivities(
      scope,
      events.map((event) => event.activity_id),
    ),
    listVariantsOfDates(scope.db, scope.organizationId, ids),
  ]);
  return {
    activities: [...activities.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((activity) => ({
        id: activity.id,
        name: activity.name,
        events: events
          .filter((event) => event.activity_id === activity.id)
          .map((event) => ({
            id: event.id,
            startAt: toIso(event.start_at),
            ticketVariants: variants
              .filter((variant) => variant.event_id === event.id)
              .map((variant) => ({ id: variant.id, name: variant.name, price: variant.price_pence })),
          })),
      })),
  };
}

/** A date of the organiser as the pricing needs it: its activity and its ticket types' prices. */
export async function dateForPricing(scope: Pick<Scope, 'db' | 'organizationId'>, eventId: string) {
  const [event] = await findEventRows(scope, [eventId]);
  if (!event) throw notFound();
  const variants = await listVariantsOfDates(scope.db, scope.organizationId, [eventId]);
  return {
    eventId,
    activityId: event.activity_id,
    variants: variants.map((variant) => ({ id: variant.id, price: variant.price_pence })),
  };
}
