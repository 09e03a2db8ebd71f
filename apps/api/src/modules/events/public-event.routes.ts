import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@usher/contract/common';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZPublicActivity, ZPublicEvent } from '@usher/contract/public-event';
import { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import { getPublicActivity, getPublicEventPage } from './public-event.service';

const tags = ['public'];

export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/event/:eventId',
    {
      schema: {
        tags,
        summary: "A published date's public page",
        params: z.object({ eventId: z.uuid({ error: MESSAGES.notFound }) }),
        response: { 200: ZPublicEvent, 404: ZErrorResponse },
      },
    },
    async (request) => getPublicEventPage(app.db, app.config.stripe, request.params.eventId),
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
