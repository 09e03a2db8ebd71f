import type { Db } from '../db/database';
import { withDates } from '../modules/sales/locked-sale.service';
import {
  insertPromoCode,
  markPromoCodeDeleted,
  type PromoCodeValues,
} from '../modules/promo-codes/promo-code.repository';
import { termsOf } from '../modules/promo-codes/promo-code.service';
import { findPromoCode } from '../modules/promo-codes/promo-code.repository';
import type { DemoActivityIds } from './demo-activities';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const code = (values: Partial<PromoCodeValues> & Pick<PromoCodeValues, 'code'>): PromoCodeValues => ({
  percentageAmount: null,
  fixedAmount: null,
  validUntil: inDays(60),
  appliesAtAll: false,
  appliesAtActivities: [],
  appliesAtEvents: [],
  appliesAtTicketVariants: [],
  maxUses: null,
  ...values,
});

/**
 * The demo organiser's codes, one of each scope and state: all events, an activity, a date, a ticket type (capped,
 * with three of its ten uses taken by cash orders), an expired one and a deleted one.
 */
export async function seedDemoPromoCodes(
  db: Db,
  organizationId: string,
  createdBy: string,
  programme: { jazz: DemoActivityIds; comedy: DemoActivityIds },
): Promise<void> {
  const add = async (values: PromoCodeValues) =>
    (await insertPromoCode(db, organizationId, createdBy, values))!;
  const nextJazz = programme.jazz.dates[2]!;
  await add(code({ code: 'RIVERSIDE10', percentageAmount: 10, appliesAtAll: true, validUntil: inDays(90) }));
  await add(code({ code: 'JAZZFAN', fixedAmount: 300, appliesAtActivities: [programme.jazz.activityId] }));
  await add(
    code({ code: 'SUNDAY5', fixedAmount: 500, appliesAtEvents: [programme.comedy.dates[1]!.eventId] }),
  );
  const vip = await add(
    code({
      code: 'VIPNIGHT',
      percentageAmount: 20,
      appliesAtTicketVariants: [nextJazz.variantIds[1]!],
      maxUses: 10,
    }),
  );
  await add(code({ code: 'SUMMER', percentageAmount: 15, appliesAtAll: true, validUntil: inDays(-30) }));
  await markPromoCodeDeleted(
    db,
    organizationId,
    await add(code({ code: 'EARLYBIRD', fixedAmount: 200, appliesAtAll: true })),
  );

  const row = (await findPromoCode(db, organizationId, vip))!;
  await withDates(db, organizationId, [nextJazz.eventId], async (sale) => {
    for (const [fullName, phone, quantity] of [
      ['Priya Shah', '+447700900111', 2],
      ['Tom Riley', '+447700900112', 1],
    ] as const) {
      await sale.issue({
        eventId: nextJazz.eventId,
        activityId: programme.jazz.activityId,
        kind: 'cash',
        phone,
        email: null,
        fullName,
        address: null,
        createdBy,
        items: [{ variantId: nextJazz.variantIds[1]!, quantity }],
        promo: { id: row.id, code: row.code, terms: termsOf(row), maxUses: row.max_uses },
      });
    }
  });
}
