import { MESSAGES } from '@usher/contract/messages';
import type { TCheckPromoCodeResponse } from '@usher/contract/promo-codes';
import { discountedPrice, isInPromoScope, isPromoLive } from '@usher/contract/promo-pricing';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict } from '../../errors';
import type { PromoToApply } from '../sales/locked-sale.service';
import { countPromoUses } from '../sales/stock.service';
import { findLivePromoCodeByName, type PromoCodeRow } from './promo-code.repository';
import { termsOf } from './promo-code.service';

/** A date's ticket types as priced: where they are and what one ticket costs (pence). */
export type DateForPricing = {
  eventId: string;
  activityId: string;
  variants: { id: string; price: number }[];
};

/** What a typed code can do for a date: nothing (and why), or discount some of its ticket types. */
export type PromoVerdict =
  | { status: 'unknown' }
  | { status: 'expired'; row: PromoCodeRow }
  | { status: 'notForDate'; row: PromoCodeRow }
  | { status: 'usable'; promo: PromoToApply; inScope: Set<string>; usesLeft: number | null };

/** Judges a code for a date: unknown or deleted, expired, for none of its ticket types, or usable (with uses left). */
export async function judgePromoCode(
  db: Db,
  organizationId: string,
  code: string,
  date: DateForPricing,
  now: Date = new Date(),
): Promise<PromoVerdict> {
  const row = await findLivePromoCodeByName(db, organizationId, code);
  if (!row) return { status: 'unknown' };
  const terms = termsOf(row);
  if (!isPromoLive(terms, now)) return { status: 'expired', row };
  const inScope = new Set(
    date.variants
      .filter((variant) =>
        isInPromoScope(terms, {
          ticketVariantId: variant.id,
          eventId: date.eventId,
          activityId: date.activityId,
        }),
      )
      .map((variant) => variant.id),
  );
  if (inScope.size === 0) return { status: 'notForDate', row };
  const used = (await countPromoUses(db, organizationId, [row.id])).get(row.id)?.usedCount ?? 0;
  return {
    status: 'usable',
    promo: { id: row.id, code: row.code, terms, maxUses: row.max_uses },
    inScope,
    usesLeft: row.max_uses === null ? null : Math.max(0, row.max_uses - used),
  };
}

/**
 * The code an order is priced with, or a 400 on `promoCode` saying why it cannot be: unknown or deleted,
 * expired, or for none of the chosen ticket types. Its cap is checked by the sales core as the tickets are issued.
 */
export async function requirePromoForOrder(
  db: Db,
  organizationId: string,
  code: string,
  date: DateForPricing,
  chosenVariantIds: string[],
): Promise<PromoToApply> {
  const verdict = await judgePromoCode(db, organizationId, code, date);
  const refuse = (message: string) => badRequest(message, { promoCode: message });
  if (verdict.status === 'unknown') throw refuse(MESSAGES.promoUnknown);
  if (verdict.status === 'expired') throw refuse(MESSAGES.promoExpired);
  if (verdict.status === 'notForDate' || !chosenVariantIds.some((id) => verdict.inScope.has(id))) {
    throw refuse(MESSAGES.promoNotForTickets);
  }
  return verdict.promo;
}

/** The one refusal of a code at checkout (400 on `promoCode`), whatever the reason, so codes never leak. */
export const unusablePromo = () =>
  badRequest(MESSAGES.promoNotValidHere, { promoCode: MESSAGES.promoNotValidHere });

/**
 * The code a customer's checkout is priced with (issue 28 §4), or the one refusal for any code that cannot be
 * used: unknown or deleted, expired, for none of the chosen ticket types, or with no use left. Its cap is
 * checked again by the sales core as the order is made.
 */
export async function requirePromoForCheckout(
  db: Db,
  organizationId: string,
  code: string,
  date: DateForPricing,
  chosenVariantIds: string[],
): Promise<PromoToApply> {
  const verdict = await judgePromoCode(db, organizationId, code, date);
  if (verdict.status !== 'usable' || verdict.usesLeft === 0) throw unusablePromo();
  if (!chosenVariantIds.some((id) => verdict.inScope.has(id))) throw unusablePromo();
  return verdict.promo;
}

function pricesWith(verdict: Extract<PromoVerdict, { status: 'usable' }>, date: DateForPricing) {
  return date.variants.map((variant) => {
    const isInScope = verdict.inScope.has(variant.id);
    return {
      id: variant.id,
      price: variant.price,
      discountedPrice: isInScope ? discountedPrice(verdict.promo.terms, variant.price) : variant.price,
      isInScope,
    };
  });
}

/** The free and cash tickets screen's check: each ticket type's price with the code, or why the code cannot be used. */
export async function checkPromoForDate(
  db: Db,
  organizationId: string,
  code: string,
  date: DateForPricing,
): Promise<TCheckPromoCodeResponse> {
  const verdict = await judgePromoCode(db, organizationId, code, date);
  if (verdict.status === 'unknown') throw new AppError(404, MESSAGES.promoUnknown);
  if (verdict.status === 'expired') throw conflict(MESSAGES.promoExpired);
  if (verdict.status === 'notForDate') throw conflict(MESSAGES.promoNotForTickets);
  if (verdict.usesLeft === 0) throw conflict(MESSAGES.promoUsedUp(0));
  return {
    code: verdict.promo.code,
    percentageAmount: verdict.promo.terms.percentageAmount,
    fixedAmount: verdict.promo.terms.fixedAmount,
    usesLeft: verdict.usesLeft,
    ticketVariants: pricesWith(verdict, date),
  };
}

/** The public page's code field: prices with a usable code, and one 404 for everything else, so codes never leak. */
export async function publicPromoPrices(db: Db, organizationId: string, code: string, date: DateForPricing) {
  const verdict = await judgePromoCode(db, organizationId, code, date);
  if (verdict.status !== 'usable' || verdict.usesLeft === 0)
    throw new AppError(404, MESSAGES.promoNotValidHere);
  return { code: verdict.promo.code, ticketVariants: pricesWith(verdict, date) };
}
