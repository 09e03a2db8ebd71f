import crypto from 'node:crypto';

/** A public page as sent: its JSON and its ETag; null while the page does not exist (unknown, unpublished). */
export type CachedPage = { body: Buffer; etag: string } | null;

/** The oldest a copy is ever served: availability on the page is never more than this behind the database. */
export const PAGE_MAX_AGE_MS = 1_000;
/** A copy older than this is refreshed in the background while it is still served. */
const REFRESH_AFTER_MS = 500;
/** Pages kept at once; the longest kept go first (a flood of unknown ids can not grow memory). */
const MAX_PAGES = 10_000;

type Entry = { page: CachedPage; readAt: number };
type Read = { promise: Promise<CachedPage> };

export function cachedPageOf(json: string): NonNullable<CachedPage> {
  const body = Buffer.from(json);
  const digest = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${digest}"` };
}

/**
 * A per-process micro-cache of public pages by id. Each id is read from the database by one read at a time
 * however many requests wait for it (single flight); a copy is served for at most 1 s from the moment its
 * read began, refreshed in the background after 0.5 s, and dropped at once when its date changes (`drop`).
 * A read that began before a drop never stores its result, so nothing read before a change outlives it.
 */
export class PublicPageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #reads = new Map<string, Read>();

  constructor(
    private readonly load: (id: string) => Promise<CachedPage>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(id: string): Promise<CachedPage> {
    const entry = this.#entries.get(id);
    const age = entry ? this.now() - entry.readAt : Infinity;
    if (entry && age < PAGE_MAX_AGE_MS) {
      if (age >= REFRESH_AFTER_MS) this.#read(id).promise.catch(() => undefined);
      return entry.page;
    }
    return this.#read(id).promise;
  }

  /** Forgets these ids' copies and the reads under way for them. */
  drop(ids: Iterable<string>): void {
    for (const id of ids) {
      this.#entries.delete(id);
      this.#reads.delete(id);
    }
  }

  #read(id: string): Read {
    const running = this.#reads.get(id);
    if (running) return running;
    const readAt = this.now();
    const read: Read = { promise: Promise.resolve(null) };
    read.promise = this.load(id).then(
      (page) => {
        // Stored only if no drop came while it read: what it read may predate the change.
        if (this.#reads.get(id) === read) {
          this.#reads.delete(id);
          this.#store(id, { page, readAt });
        }
        return page;
      },
      (error: unknown) => {
        if (this.#reads.get(id) === read) this.#reads.delete(id);
        throw error;
      },
    );
    this.#reads.set(id, read);
    return read;
  }

  #store(id: string, entry: Entry): void {
    this.#entries.delete(id);
    if (this.#entries.size >= MAX_PAGES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(id, entry);
  }
}
