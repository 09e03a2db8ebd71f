import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZUser } from '@usher/contract/user';
import { getCurrentUser } from './user.service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, their organisers and permissions in the current one',
        response: { 200: ZUser, 401: ZErrorResponse },
      },
    },
    async (request) => getCurrentUser(app.db, request.auth!, app.config.publicUrl),
  );
};
