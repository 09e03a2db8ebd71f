import type { FastifyInstance } from 'fastify';
import { ZPublicActivity, ZPublicEvent } from '@usher/contract/public-event';
import { ZPublicOrganisation } from '@usher/contract/organisations';
import { AppError } from '../../errors';
import { onDatesChanged } from '../sales/date-changes';
import { DatedPageCache } from './dated-page.cache';
import { cachedPageOf, PublicPageCache } from './public-event.cache';
import { findPublicEventPage, getPublicActivity } from './public-event.service';
import { readShopWindowPage } from './shop-window.service';

/** The topic on which every process hears of changed dates (`onDatesChanged`), ids joined by commas. */
const DATES_CHANGED = 'dates-changed';

/** This process's copies of the public pages that show dates' availability. */
export type PublicPages = {
  /** A date's page, by the date's id. */
  events: PublicPageCache;
  /** An activity's page with its dates to come, by the activity's id. */
  activities: DatedPageCache;
  /** An organiser's page with its shop window, by the organiser's guid. */
  organisations: DatedPageCache;
};

/** `read`'s answer, or null when it answered 404 (an unknown or unpublished page, kept as such for its second). */
async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * This process's copies of public pages: a date's page, read by the page's API route and by its HTML (`/e/{id}`,
 * what a shared link opens, so what a rush opens first), and the activity pages and shop windows that list
 * dates: each a micro-cache, so a rush costs one database read a second per page whichever way buyers come. A
 * changed date drops its page and every page that shows it, on every process (through Redis when set).
 */
export async function startPublicEventPages(app: FastifyInstance): Promise<PublicPages> {
  const pages: PublicPages = {
    events: new PublicPageCache(async (eventId) => {
      const page = await findPublicEventPage(app.db, app.config, eventId);
      return page && cachedPageOf(JSON.stringify(ZPublicEvent.parse(page)));
    }),
    activities: new DatedPageCache(async (activityId) => {
      const page = await nullWhenNotFound(getPublicActivity(app.db, activityId));
      if (!page) return null;
      return {
        json: JSON.stringify(ZPublicActivity.parse(page)),
        dateIds: page.events.map((event) => event.id),
      };
    }),
    organisations: new DatedPageCache(async (guid) => {
      const read = await nullWhenNotFound(readShopWindowPage(app.db, guid));
      return read && { json: JSON.stringify(ZPublicOrganisation.parse(read.page)), dateIds: read.dateIds };
    }),
  };
  await app.broadcast.subscribe(DATES_CHANGED, (message) => {
    const eventIds = message.split(',');
    pages.events.drop(eventIds);
    pages.activities.drop(eventIds);
    pages.organisations.drop(eventIds);
  });
  const stopListening = onDatesChanged((eventIds) =>
    app.broadcast.publish(DATES_CHANGED, eventIds.join(',')),
  );
  app.addHook('onClose', async () => stopListening());
  return pages;
}
