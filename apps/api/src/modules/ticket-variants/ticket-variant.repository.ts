import type { Db } from '../../db/database';

export type TicketVariantValues = {
  name: string;
  description: string | null;
  pricePence: number;
  maxTicketCount: number | null;
  isAffectEventTicketCount: boolean;
  imageUrl: string | null;
};

export async function findTicketVariant(db: Db, organizationId: string, variantId: string) {
  return db
    .selectFrom('ticket_variants')
    .select(['id', 'event_id', 'name', 'price_pence'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', variantId)
    .executeTakeFirst();
}

export async function insertTicketVariants(
  db: Db,
  organizationId: string,
  eventId: string,
  variants: TicketVariantValues[],
) {
  if (variants.length === 0) return [];
  const rows = await db
    .insertInto('ticket_variants')
    .values(
      variants.map((variant) => ({
        organization_id: organizationId,
        event_id: eventId,
        name: variant.name,
        description: variant.description,
        price_pence: variant.pricePence,
        max_ticket_count: variant.maxTicketCount,
        is_affect_event_ticket_count: variant.isAffectEventTicketCount,
        image_url: variant.imageUrl,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function updateTicketVariant(
  db: Db,
  organizationId: string,
  variantId: string,
  values: TicketVariantValues,
) {
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
