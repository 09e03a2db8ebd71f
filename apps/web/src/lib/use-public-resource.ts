import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError } from './api-client';

/** How long an answer counts as fresh: a reconnect or a return to the tab within it asks nothing. */
const FRESH_MS = 30_000;
/** Network and server failures are tried again twice (1 s, then 2 s later); a 4xx is an answer. */
const RETRIES = 2;

export type TPublicResource<T> = {
  data: T | undefined;
  /** The last failure while there is no answer to show. */
  error: unknown;
  refetch: () => Promise<void>;
};

type Options = {
  /** Asked again when the visitor comes back to the tab and the answer is stale (a ticket scanned meanwhile). */
  refetchOnFocus?: boolean;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const isAnswer = isApiError(error) && error.status >= 400 && error.status < 500;
      if (isAnswer || attempt >= RETRIES) throw error;
      await wait(1000 * 2 ** attempt);
    }
  }
}

/**
 * A public page's one API answer with plain fetch: the answer the server embedded in the HTML is the first
 * render's (no call); without it the page asks at once. Asked again on reconnect and, with `refetchOnFocus`, on
 * return to the tab, each when the answer is stale; on `refetch()` (a refused hold) and when the browser shows the
 * page again from its back-forward cache.
 * A new `path` asks afresh.
 */
export function usePublicResource<T>(
  path: string,
  initial: T | undefined,
  { refetchOnFocus = false }: Options = {},
): TPublicResource<T> {
  const [data, setData] = useState<T | undefined>(initial);
  const [error, setError] = useState<unknown>(null);
  /** When the shown answer arrived; 0 until the page's own first call (an embedded answer counts from mount). */
  const answeredAt = useRef(0);
  const latest = useRef(0);

  const load = useCallback(
    (cache: RequestCache) => {
      const request = ++latest.current;
      return withRetries(() => api.get<T>(path, { cache })).then(
        (answer) => {
          if (request !== latest.current) return;
          answeredAt.current = Date.now();
          setData(answer);
          setError(null);
        },
        (failure: unknown) => {
          if (request === latest.current) setError(failure);
        },
      );
    },
    [path],
  );
  // After the visitor's own change (a hold released or refused) the browser must not answer from its copy: the
  // page's Cache-Control lets it serve a copy up to 2 s stale, from before the change, while it revalidates.
  const refetch = useCallback(() => load('no-cache'), [load]);

  const hasInitial = initial !== undefined;
  useEffect(() => {
    if (hasInitial) answeredAt.current = Date.now();
    else void load('default');
  }, [hasInitial, load]);

  useEffect(() => {
    const refetchIfStale = () => {
      if (Date.now() - answeredAt.current >= FRESH_MS) void load('default');
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchIfStale();
    };
    // Back from the checkout, a page kept whole by the browser shows the counts before the hold: ask again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('online', refetchIfStale);
    window.addEventListener('pageshow', onShow);
    if (refetchOnFocus) document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', refetchIfStale);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load, refetch, refetchOnFocus]);

  return { data, error: data === undefined ? error : null, refetch };
}
