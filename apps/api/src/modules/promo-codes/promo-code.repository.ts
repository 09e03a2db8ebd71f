import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type PromoCodeValues = {
  code: string;
  percentageAmount: number | null;
  fixedAmount: number | null;
  validUntil: string;
  appliesAtAll: boolean;
  appliesAtActivities: string[];
  appliesAtEvents: string[];
  appliesAtTicketVariants: string[];
  maxUses: number | null;
};

export type PromoCodeRow = {
  id: string;
  code: string;
  percentage_amount: number | null;
  fixed_amount: number | null;
  valid_until: Date;
  applies_at_all: boolean;
  max_uses: number | null;
  is_deleted: boolean;
  created_at: Date;
  activity_ids: string[];
  event_ids: string[];
  ticket_variant_ids: string[];
};

const UNIQUE_VIOLATION = '23505';

/** Codes of the organiser with their scope, each kind of target gathered into an array. */
function selectPromoCodes(db: Db, organizationId: string) {
  const targets = (column: 'activity_id' | 'event_id' | 'ticket_variant_id') =>
    sql<
      string[]
    >`coalesce(array_agg(t.${sql.ref(column)}) filter (where t.${sql.ref(column)} is not null), '{}')`;
  return db
    .selectFrom('promo_codes as p')
    .leftJoin('promo_code_targets as t', 't.promo_code_id', 'p.id')
    .select([
      'p.id',
      'p.code',
      'p.percentage_amount',
      'p.fixed_amount',
      'p.valid_until',
      'p.applies_at_all',
      'p.max_uses',
      'p.is_deleted',
      'p.created_at',
      targets('activity_id').as('activity_ids'),
      targets('event_id').as('event_ids'),
      targets('ticket_variant_id').as('ticket_variant_ids'),
    ])
    .where('p.organization_id', '=', organizationId)
    .groupBy('p.id');
}

/** Every code of the organiser, deleted ones too, newest first. */
export async function listPromoCodes(db: Db, organizationId: string): Promise<PromoCodeRow[]> {
  return selectPromoCodes(db, organizationId).orderBy('p.created_at', 'desc').orderBy('p.id').execute();
}

export async function findPromoCode(
  db: Db,
  organizationId: string,
  promoCodeId: string,
): Promise<PromoCodeRow | undefined> {
  return selectPromoCodes(db, organizationId).where('p.id', '=', promoCodeId).executeTakeFirst();
}

/** The organiser's code that is not deleted with this name, whatever its case. */
export async function findLivePromoCodeByName(
  db: Db,
  organizationId: string,
  code: string,
): Promise<PromoCodeRow | undefined> {
  return selectPromoCodes(db, organizationId)
    .where(sql`upper(p.code)`, '=', code.trim().toUpperCase())
    .where('p.is_deleted', '=', false)
    .executeTakeFirst();
}

/** Saves a code and its scope; answers null when a live code of the organiser already has its name. */
export async function insertPromoCode(
  trx: Db,
  organizationId: string,
  createdBy: string,
  values: PromoCodeValues,
): Promise<string | null> {
  let id: string;
  try {
    ({ id } = await trx
      .insertInto('promo_codes')
      .values({
        organization_id: organizationId,
        code: values.code,
        percentage_amount: values.percentageAmount,
        fixed_amount: values.fixedAmount,
        valid_until: values.validUntil,
        applies_at_all: values.appliesAtAll,
        max_uses: values.maxUses,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
    throw error;
  }
  const targets = [
    ...values.appliesAtActivities.map((activity_id) => ({ activity_id })),
    ...values.appliesAtEvents.map((event_id) => ({ event_id })),
    ...values.appliesAtTicketVariants.map((ticket_variant_id) => ({ ticket_variant_id })),
  ];
  if (targets.length > 0) {
    await trx
      .insertInto('promo_code_targets')
      .values(
        targets.map((target) => ({
          promo_code_id: id,
          activity_id: null,
          event_id: null,
          ticket_variant_id: null,
          ...target,
        })),
      )
      .execute();
  }
  return id;
}

/** Marks a code deleted; it stays for the orders that used it and frees its name. */
export async function markPromoCodeDeleted(
  db: Db,
  organizationId: string,
  promoCodeId: string,
): Promise<void> {
  await db
    .updateTable('promo_codes')
    .set({ is_deleted: true, deleted_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', promoCodeId)
    .where('is_deleted', '=', false)
    .execute();
}
