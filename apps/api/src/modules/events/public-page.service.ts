import { formatAddress } from '@usher/contract/fields';
import { formatLondon } from '@usher/contract/london-time';
import { ZPublicOrganisation } from '@usher/contract/organisations';
import { ZPublicActivity, type TPublicDetails, type TPublicEvent } from '@usher/contract/public-event';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../errors';
import type { PagePreview, PublicPageHead } from '../../plugins/page-head';
import { findTagManagerId } from '../organisations/tag-manager.service';
import type { PublicPageCache } from './public-event.cache';
import { findPublicPageOrganisationId, getPublicActivity } from './public-event.service';
import { getPublicOrganisationPage } from './shop-window.service';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PUBLIC_PAGE = new RegExp(`^/([oae])/(${UUID})/?$`, 'i');

/** Where and by whom, for a preview's description: 'Online event' or the address, then the organiser. */
function placeAndOrganiser(details: TPublicDetails): string {
  const place = details.isOnline ? 'Online event' : formatAddress(details.address);
  return [place, details.organizationName].filter(Boolean).join(' · ');
}

/** From the same copy the page's API route serves (parsed by its schema when it was read). */
async function describeEvent(eventPages: PublicPageCache, eventId: string): Promise<PagePreview> {
  const page = await eventPages.get(eventId);
  if (!page) throw notFound();
  const event = JSON.parse(page.body.toString('utf8')) as TPublicEvent;
  return {
    title: event.name,
    description: [formatLondon(event.startAt), placeAndOrganiser(event)].filter(Boolean).join(' · '),
    imageUrl: event.imageUrl,
    data: event,
    isPrivate: false,
    version: page.etag,
  };
}

async function describeActivity(db: Db, activityId: string): Promise<PagePreview> {
  const activity = ZPublicActivity.parse(await getPublicActivity(db, activityId));
  const next = activity.events[0];
  return {
    title: activity.name,
    description: [next ? formatLondon(next.startAt) : null, placeAndOrganiser(activity)]
      .filter(Boolean)
      .join(' · '),
    imageUrl: activity.imageUrl,
    data: activity,
    isPrivate: false,
    version: null,
  };
}

async function describeOrganisation(db: Db, guid: string): Promise<PagePreview> {
  const organisation = ZPublicOrganisation.parse(await getPublicOrganisationPage(db, guid));
  const count = organisation.activities.length;
  return {
    title: organisation.name,
    description: `Tickets from ${organisation.name}: ${count === 1 ? '1 event' : `${count} events`} to come`,
    imageUrl: organisation.avatarUrl ?? organisation.activities[0]?.imageUrl ?? null,
    data: organisation,
    isPrivate: false,
    version: null,
  };
}

/** The organiser behind a public page's path, whether or not the page is published. */
async function findOrganisationOfPage(db: Db, page: string, id: string): Promise<string | null> {
  if (page === 'o') return id;
  return findPublicPageOrganisationId(db, page === 'e' ? 'event' : 'activity', id);
}

async function describePreview(
  db: Db,
  eventPages: PublicPageCache,
  page: string,
  id: string,
): Promise<PagePreview | null> {
  try {
    if (page === 'e') return await describeEvent(eventPages, id);
    if (page === 'a') return await describeActivity(db, id);
    return await describeOrganisation(db, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * What the server adds to a public page (/o/{guid}, /a/{activityId}, /e/{eventId}): its preview tags and the
 * answer its API route gives (parsed by the same schema, so nothing more leaks; null when not found, and the
 * page shows its own not-found state), and the organiser's tag manager id. Nothing for any other path.
 */
export async function describePublicPage(
  db: Db,
  eventPages: PublicPageCache,
  path: string,
): Promise<PublicPageHead> {
  const [, kind, id] = PUBLIC_PAGE.exec(path) ?? [];
  if (!kind || !id) return { preview: null, tagManagerId: null };
  const page = kind.toLowerCase();
  const [preview, organizationId] = await Promise.all([
    describePreview(db, eventPages, page, id),
    findOrganisationOfPage(db, page, id),
  ]);
  return { preview, tagManagerId: organizationId ? await findTagManagerId(db, organizationId) : null };
}
