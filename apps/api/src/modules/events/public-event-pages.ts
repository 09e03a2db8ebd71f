import type { FastifyInstance } from 'fastify';
import { ZPublicEvent } from '@usher/contract/public-event';
import { onDatesChanged } from '../sales/date-changes';
import { cachedPageOf, PublicPageCache } from './public-event.cache';
import { findPublicEventPage } from './public-event.service';

/** The topic on which every process hears of changed dates (`onDatesChanged`), ids joined by commas. */
const DATES_CHANGED = 'dates-changed';

/**
 * This process's copies of public event pages, read by the page's API route and by its HTML (`/e/{id}`, what a
 * shared link opens, so what a rush opens first): one micro-cache, so a rush costs one database read a second
 * per date whichever way buyers come. A changed date is dropped on every process (through Redis when set).
 */
export async function startPublicEventPages(app: FastifyInstance): Promise<PublicPageCache> {
  const pages = new PublicPageCache(async (eventId) => {
    const page = await findPublicEventPage(app.db, app.config, eventId);
    return page && cachedPageOf(JSON.stringify(ZPublicEvent.parse(page)));
  });
  await app.broadcast.subscribe(DATES_CHANGED, (message) => pages.drop(message.split(',')));
  const stopListening = onDatesChanged((eventIds) =>
    app.broadcast.publish(DATES_CHANGED, eventIds.join(',')),
  );
  app.addHook('onClose', async () => stopListening());
  return pages;
}
