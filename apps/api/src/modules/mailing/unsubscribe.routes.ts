import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZUnsubscribeParams, ZUnsubscribeResponse } from '@usher/contract/mailing';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.service';
import { unsubscribeSecret } from './unsubscribe.token';

const schema = {
  tags: ['public'],
  params: ZUnsubscribeParams,
  response: { 200: ZUnsubscribeResponse, 404: ZErrorResponse },
};

/** The unsubscribe link of every send's email: the page `/u/{token}` reads it, mail clients POST to it. */
export const publicUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made at start, like the CSRF key: a request never writes, not even the key on first use.
  await unsubscribeSecret(app.db);
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token in the path is all that counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/unsubscribe/:token',
    { schema: { ...schema, summary: "Whose address a message's unsubscribe link is for (masked)" } },
    async (request) => describeUnsubscribe(app.db, request.params.token),
  );

  app.post(
    '/unsubscribe/:token',
    {
      // A mail client's one-click POST carries no CSRF token, and needs none: the signed token is the
      // authority, it only ever unsubscribes, and repeating it changes nothing.
      config: { isCsrfExempt: true },
      schema: { ...schema, summary: 'Unsubscribe from this organiser (RFC 8058 one-click; idempotent)' },
    },
    async (request) => unsubscribe(app.db, request.params.token),
  );
};
