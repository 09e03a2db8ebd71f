import { sql, type Selectable } from 'kysely';
import type { Db, TicketVariantTable } from '../../db/database';

export type TicketVariantValues = {
  name: string;
  description: string | null;
  pricePence: number;
  maxTicketCount: number | null;
  isAffectEventTicketCount: boolean;
  imageUrl: string | null;
};

const VARIANT_COLUMNS = [
  'id',
  'event_id',
  'name',
  'description',
  'price_pence',
  'max_ticket_count',
  'is_affect_event_ticket_count',
  'image_url',
  'position',
] as const;

export type TicketVariantRow = Omit<Selectable<TicketVariantTable>, 'organization_id' | 'created_at'>;

export async function findTicketVariant(
  db: Db,
  organizationId: string,
  variantId: string,
): Promise<TicketVariantRow | undefined> {
  return db
    .selectFrom('ticket_variants')
    .select(VARIANT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('id', '=', variantId)
    .executeTakeFirst();
}

export async function findTicketVariants(
  db: Db,
  organizationId: string,
  variantIds: string[],
): Promise<TicketVariantRow[]> {
  if (variantIds.length === 0) return [];
  return db
    .selectFrom('ticket_variants')
    .select(VARIANT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('id', 'in', variantIds)
    .execute();
}

/** The ticket types of these dates, each date's in the order the organiser made them. */
export async function listVariantsOfEvents(
  db: Db,
  organizationId: string,
  eventIds: string[],
): Promise<TicketVariantRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('ticket_variants')
    .select(VARIANT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Adds ticket types at the end of a date of the organiser, in the order given; none when the date is not the
 * organiser's (the date is checked in the same statement, so nothing is added to another organiser's date).
 */
export async function insertTicketVariants(
  db: Db,
  organizationId: string,
  eventId: string,
  variants: TicketVariantValues[],
): Promise<string[]> {
  if (variants.length === 0) return [];
  const values = variants.map(
    (variant, index) =>
      sql`(${index}::int, ${variant.name}::text, ${variant.description}::text, ${variant.pricePence}::int,
        ${variant.maxTicketCount}::int, ${variant.isAffectEventTicketCount}::boolean, ${variant.imageUrl}::text)`,
  );
  const { rows } = await sql<{ id: string }>`
    insert into ticket_variants
      (organization_id, event_id, name, description, price_pence, max_ticket_count,
       is_affect_event_ticket_count, image_url, position)
    select e.organization_id, e.id, v.name, v.description, v.price_pence, v.max_ticket_count,
      v.is_affect, v.image_url,
      coalesce((select max(position) from ticket_variants where event_id = e.id), 0) + v.index + 1
    from events e
    cross join (values ${sql.join(values)})
      as v(index, name, description, price_pence, max_ticket_count, is_affect, image_url)
    where e.id = ${eventId} and e.organization_id = ${organizationId}
    order by v.index
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

export async function updateTicketVariant(
  db: Db,
  organizationId: string,
  variantId: string,
  values: TicketVariantValues,
): Promise<void> {
  await db
    .updateTable('ticket_variants')
    .set({
      name: values.name,
      description: values.description,
      price_pence: values.pricePence,
      max_ticket_count: values.maxTicketCount,
      is_affect_event_ticket_count: values.isAffectEventTicketCount,
      image_url: values.imageUrl,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', variantId)
    .execute();
}

export async function deleteTicketVariant(db: Db, organizationId: string, variantId: string): Promise<void> {
  await db
    .deleteFrom('ticket_variants')
    .where('organization_id', '=', organizationId)
    .where('id', '=', variantId)
    .execute();
}
