import type { TOrganisationDetails, TPromotion, TPublicOrganisation } from '@usher/contract/organisations';
import type { z } from 'zod';
import type { ZUpdateOrganisationDetailsRequest } from '@usher/contract/organisations';
import { can } from '@usher/contract/permissions';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../errors';
import {
  findOrganisation,
  updateOrganisationDetails,
  updatePromotion,
  type OrganisationRow,
} from './organisation.repository';

export function organiserPageUrl(publicUrl: string, organizationId: string): string {
  return `${publicUrl}/o/${organizationId}`;
}

export function toOrganisationDetails(row: OrganisationRow, publicUrl: string): TOrganisationDetails {
  return {
    guid: row.id,
    name: row.name,
    avatarUrl: row.avatar_url,
    description: row.description,
    phone: row.phone,
    email: row.email,
    address: row.address,
    link: row.link,
    emailNotifications: row.email_notifications,
    tagManagerId: row.tag_manager_id,
    isApproved: row.is_approved,
    hasMerchantData: row.has_merchant_data,
    qrLink: organiserPageUrl(publicUrl, row.id),
  };
}

export async function getOrganisationDetails(db: Db, organizationId: string, publicUrl: string) {
  const row = await findOrganisation(db, organizationId);
  if (!row) throw notFound();
  return toOrganisationDetails(row, publicUrl);
}

type DetailsUpdate = z.output<typeof ZUpdateOrganisationDetailsRequest>;

/** The tag manager id is an Analytics setting (ROLE_MASTER); every other detail needs organization.control too. */
export async function saveOrganisationDetails(
  db: Db,
  organizationId: string,
  grants: string[],
  update: DetailsUpdate,
) {
  const { tagManagerId, ...details } = update;
  const changesSettings = Object.values(details).some((value) => value !== undefined);
  if (changesSettings && !can(grants, 'controlOrganisation')) throw forbidden();
  if (tagManagerId !== undefined && !can(grants, 'manageOrganiserMarketing')) throw forbidden();
  await updateOrganisationDetails(db, organizationId, update);
}

export async function getPromotion(db: Db, organizationId: string): Promise<TPromotion> {
  const row = await findOrganisation(db, organizationId);
  if (!row) throw notFound();
  return { isEnabled: row.promotion_enabled, settings: { oneLineDescription: row.promotion_description } };
}

export async function setPromotion(db: Db, organizationId: string, enabled: boolean, description?: string) {
  await updatePromotion(db, organizationId, { enabled, description });
  return getPromotion(db, organizationId);
}

/** The organiser as its public page shows it, without its shop window (the events module adds that). */
export async function getPublicOrganisation(
  db: Db,
  organizationId: string,
): Promise<Omit<TPublicOrganisation, 'activities'>> {
  const row = await findOrganisation(db, organizationId);
  if (!row) throw notFound();
  return { guid: row.id, name: row.name, avatarUrl: row.avatar_url, description: row.description };
}
