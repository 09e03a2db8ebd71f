import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { isEtagMatched, sendPreparedJson } from './prepared-json';
import type { CachedPage } from './public-event.cache';

/**
 * A CDN or browser may keep the page for 1 s, and while it fetches a new copy serve the old one for 2 s more:
 * a rush is absorbed in front of us, and a page is at most 3 s old in a quiet spell (holds and orders are
 * checked under the date's lock anyway, so a stale page can only offer what the hold then refuses).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';

/** What the routes of cached pages say of them in the API's documentation. */
export const CACHED_PAGE_DESCRIPTION =
  'Served from a per-process copy at most 1 s old, dropped at once when a date it shows changes; with an ETag ' +
  `(304 on If-None-Match) and \`Cache-Control: ${PUBLIC_PAGE_CACHE_CONTROL}\`.`;

/** Answers a cached page: 404 while there is none, 304 when the client has this copy, else its JSON. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  if (!page) throw notFound();
  reply.header('ETag', page.etag).header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  if (isEtagMatched(request.headers['if-none-match'], page.etag)) return reply.code(304).send(null);
  return sendPreparedJson(reply, page.body);
}
