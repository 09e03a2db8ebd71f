import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZGuidParams, ZPublicOrganisation } from '@usher/contract/organisations';
import { getPublicOrganisation } from './organisation.service';

export const publicOrganisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/:guid',
    {
      schema: {
        tags: ['public'],
        summary: "An organiser's public page",
        params: ZGuidParams,
        response: { 200: ZPublicOrganisation, 404: ZErrorResponse },
      },
    },
    async (request) => getPublicOrganisation(app.db, request.params.guid),
  );
};
