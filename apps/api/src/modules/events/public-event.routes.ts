import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@usher/contract/common';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZPublicActivity, ZPublicEvent } from '@usher/contract/public-event';
import { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import { notFound } from '../../errors';
import { isEtagMatched, sendPreparedJson } from './prepared-json';
import type { PublicPageCache } from './public-event.cache';
import { getPublicActivity } from './public-event.service';

const tags = ['public'];

/**
 * A CDN or browser may keep the page for 1 s, and while it fetches a new copy serve the old one for 2 s more:
 * a rush is absorbed in front of us, and a page is at most 3 s old in a quiet spell (holds and orders are
 * checked under the date's lock anyway, so a stale page can only offer what the hold then refuses).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';

/** `pages`: the process's copies of public event pages (`startPublicEventPages`), shared with the HTML. */
export const publicEventRoutes: FastifyPluginAsyncZod<{ pages: PublicPageCache }> = async (
  app,
  { pages },
) => {
  app.get(
    '/event/:eventId',
    {
      schema: {
        tags,
        summary: "A published date's public page",
        description:
          'Served from a per-process copy at most 1 s old, dropped at once when the date changes; with an ETag ' +
          '(304 on If-None-Match) and `Cache-Control: ' +
          PUBLIC_PAGE_CACHE_CONTROL +
          '`.',
        params: z.object({ eventId: z.uuid({ error: MESSAGES.notFound }) }),
        response: { 200: ZPublicEvent, 304: z.null().describe('Not modified'), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await pages.get(request.params.eventId);
      if (!page) throw notFound();
      reply.header('ETag', page.etag).header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
      if (isEtagMatched(request.headers['if-none-match'], page.etag)) return reply.code(304).send(null);
      return sendPreparedJson(reply, page.body);
    },
  );
  app.get(
    '/activity/:id',
    {
      schema: {
        tags,
        summary: "A published activity's public page with its dates to come",
        params: ZIdParams,
        response: { 200: ZPublicActivity, 404: ZErrorResponse },
      },
    },
    async (request) => getPublicActivity(app.db, request.params.id),
  );
};
