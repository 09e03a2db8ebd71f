import type { Db } from '../../db/database';
import type { OrganiserScope } from '../../plugins/scope';
import { organiserPageUrl } from '../organisations/organisation.service';
import { findActivityByShortCode } from './activity.repository';
import { activityPageUrl, requirePublishedActivity, shortLinkUrl } from './activity.service';
import { ensureOrganisationShortCode, findOrganisationByShortCode } from './share-link.repository';
import { newShortCode } from './short-code.service';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'publicUrl'>;

export async function activityShortLink(scope: Scope, activityId: string): Promise<string> {
  return (await requirePublishedActivity(scope, activityId)).qrLink;
}

export async function activitySocialLinks(scope: Scope, activityId: string) {
  const activity = await requirePublishedActivity(scope, activityId);
  return { link: activityPageUrl(scope.publicUrl, activity.id), qrLink: activity.qrLink };
}

export async function organisationShortLink({ db, organizationId, publicUrl }: Scope): Promise<string> {
  return shortLinkUrl(publicUrl, await ensureOrganisationShortCode(db, organizationId, newShortCode()));
}

export async function organisationSocialLinks(scope: Scope) {
  return {
    link: organiserPageUrl(scope.publicUrl, scope.organizationId),
    qrLink: await organisationShortLink(scope),
  };
}

/** Where /s/{code} leads: a published activity's page or an organiser's page; null when nothing public is there. */
export async function resolveShortCode(db: Db, code: string): Promise<string | null> {
  const activity = await findActivityByShortCode(db, code);
  if (activity) return activity.is_published ? `/a/${activity.id}` : null;
  const organisation = await findOrganisationByShortCode(db, code);
  return organisation ? `/o/${organisation.id}` : null;
}
