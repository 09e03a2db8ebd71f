import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZGuidParams, ZPublicOrganisation } from '@usher/contract/organisations';
import { CACHED_PAGE_DESCRIPTION, sendCachedPage } from './cached-page.reply';
import type { DatedPageCache } from './dated-page.cache';

/**
 * The organiser's public page with its shop window; it lives here because the window lists dates. `pages`: the
 * process's copies of it (`startPublicEventPages`).
 */
export const publicOrganisationRoutes: FastifyPluginAsyncZod<{ pages: DatedPageCache }> = async (
  app,
  { pages },
) => {
  app.get(
    '/organization/:guid',
    {
      schema: {
        tags: ['public'],
        summary: "An organiser's public page with every published activity that has dates to come",
        description: CACHED_PAGE_DESCRIPTION,
        params: ZGuidParams,
        response: { 200: ZPublicOrganisation, 304: z.null().describe('Not modified'), 404: ZErrorResponse },
      },
    },
    async (request, reply) => sendCachedPage(request, reply, await pages.get(request.params.guid)),
  );
};
