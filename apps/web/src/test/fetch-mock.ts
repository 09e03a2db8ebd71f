import { afterEach, beforeEach, vi } from 'vitest';
import { setCsrfToken } from '../lib/api-client';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A fetch mock in place for every test of the file, with a CSRF token so that writes go straight out. */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setCsrfToken('t');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
