import type { AddressJson, Db } from '../../db/database';

const DETAIL_COLUMNS = [
  'id',
  'name',
  'avatar_url',
  'description',
  'phone',
  'email',
  'address',
  'link',
  'email_notifications',
  'tag_manager_id',
  'is_approved',
  'has_merchant_data',
  'promotion_enabled',
  'promotion_description',
] as const;

export async function findOrganisation(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select(DETAIL_COLUMNS)
    .where('id', '=', organizationId)
    .executeTakeFirst();
}
export type OrganisationRow = NonNullable<Awaited<ReturnType<typeof findOrganisation>>>;

export async function insertOrganisation(
  db: Db,
  organisation: { name: string; avatarUrl: string | null },
): Promise<string> {
  const row = await db
    .insertInto('organizations')
    .values({ name: organisation.name, avatar_url: organisation.avatarUrl })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the demo organiser, which may take test payments on a server without a payment provider. */
export async function markDemoOrganisation(db: Db, organizationId: string): Promise<void> {
  await db.updateTable('organizations').set({ is_demo: true }).where('id', '=', organizationId).execute();
}

export type OrganisationDetailsPatch = {
  phone?: string | null;
  description?: string | null;
  address?: AddressJson;
  link?: string | null;
  emailNotifications?: boolean;
  tagManagerId?: string | null;
  email?: string | null;
};

export async function updateOrganisationDetails(
  db: Db,
  organizationId: string,
  patch: OrganisationDetailsPatch,
) {
  const columns = {
    phone: patch.phone,
    description: patch.description,
    address: patch.address === undefined ? undefined : JSON.stringify(patch.address),
    link: patch.link,
    email_notifications: patch.emailNotifications,
    tag_manager_id: patch.tagManagerId,
    email: patch.email,
  };
  // An empty patch changes nothing; an UPDATE with no column is not SQL.
  if (Object.values(columns).every((value) => value === undefined)) return;
  await db.updateTable('organizations').set(columns).where('id', '=', organizationId).execute();
}

export async function updateOrganisationName(db: Db, organizationId: string, name: string): Promise<void> {
  await db.updateTable('organizations').set({ name }).where('id', '=', organizationId).execute();
}

export async function updateOrganisationAvatar(
  db: Db,
  organizationId: string,
  avatarUrl: string | null,
): Promise<void> {
  await db
    .updateTable('organizations')
    .set({ avatar_url: avatarUrl })
    .where('id', '=', organizationId)
    .execute();
}

export async function updatePromotion(
  db: Db,
  organizationId: string,
  promotion: { enabled: boolean; description?: string },
): Promise<void> {
  await db
    .updateTable('organizations')
    .set({ promotion_enabled: promotion.enabled, promotion_description: promotion.description })
    .where('id', '=', organizationId)
    .execute();
}
