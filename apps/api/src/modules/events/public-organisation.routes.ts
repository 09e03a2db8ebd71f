import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZGuidParams, ZPublicOrganisation } from '@usher/contract/organisations';
import { getPublicOrganisationPage } from './shop-window.service';

/** The organiser's public page with its shop window; it lives here because the window lists dates. */
export const publicOrganisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/:guid',
    {
      schema: {
        tags: ['public'],
        summary: "An organiser's public page with every published activity that has dates to come",
        params: ZGuidParams,
        response: { 200: ZPublicOrganisation, 404: ZErrorResponse },
      },
    },
    async (request) => getPublicOrganisationPage(app.db, request.params.guid),
  );
};
