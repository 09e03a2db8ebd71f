import { cachedPageOf, PublicPageCache, type CachedPage } from './public-event.cache';

/** A page as read for its copy: its JSON and the dates it shows (their availability, their prices). */
export type DatedPage = { json: string; dateIds: string[] };

/**
 * A micro-cache of public pages that list dates (an activity's page, an organiser's shop window), as the date
 * page's (`PublicPageCache`: one read at a time per page, a copy at most 1 s old), whose copies are dropped when
 * a date they show changes (`drop` with the dates `announceDatesChanged` names). A page that does not show a
 * changed date yet (a date just published) catches up within the copy's second. A missing page (an unknown or
 * unpublished activity) is not kept: it shows no date whose change could drop it, and publishing must show at once.
 */
export class DatedPageCache {
  readonly #pages: PublicPageCache;
  /** For each date, the pages whose copies show it. */
  readonly #pagesOfDate = new Map<string, Set<string>>();

  constructor(load: (id: string) => Promise<DatedPage | null>, now?: () => number) {
    this.#pages = new PublicPageCache(async (id) => {
      const page = await load(id);
      if (!page) return null;
      for (const dateId of page.dateIds) {
        const pages = this.#pagesOfDate.get(dateId) ?? new Set();
        pages.add(id);
        this.#pagesOfDate.set(dateId, pages);
      }
      return cachedPageOf(page.json);
    }, now);
  }

  async get(id: string): Promise<CachedPage> {
    const page = await this.#pages.get(id);
    if (!page) this.#pages.drop([id]);
    return page;
  }

  /** Forgets the copies of every page that shows one of these dates. */
  drop(dateIds: Iterable<string>): void {
    for (const dateId of dateIds) {
      const pages = this.#pagesOfDate.get(dateId);
      if (!pages) continue;
      this.#pagesOfDate.delete(dateId);
      this.#pages.drop(pages);
    }
  }
}
