import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZDevMailboxResponse } from '@usher/contract/messaging';
import { notFound } from '../../errors';
import { scopeOf } from '../../plugins/scope';
import { devOutboxDir, listDevMessages } from './dev-mailbox.store';
import { isDevMailboxOn } from './message.transport';

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev-mailbox',
    {
      config: { capability: 'viewEvents' },
      schema: {
        tags: ['messaging'],
        summary:
          'Messages written to the developer outbox instead of being sent (only with no SMTP or SMS set up)',
        response: { 200: ZDevMailboxResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const { organizationId } = scopeOf(app, request);
      if (!isDevMailboxOn(app.config)) throw notFound();
      return { messages: await listDevMessages(devOutboxDir(app.config.dataDir), organizationId) };
    },
  );
};
