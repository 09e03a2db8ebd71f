import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiKey, ZApiKeyListResponse, ZCreateApiKeyRequest, ZCreatedApiKey } from '@usher/contract/api-keys';
import { ZIdParams } from '@usher/contract/common';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import { createApiKey, listKeys, revokeKey } from './api-key.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['api-keys'];
/** Keys are part of Settings › Developers: ROLE_MASTER with organization.control, as the other settings. */
const manage = { capability: 'controlOrganisation' } as const;

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-keys',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create an API key for /api/v1; the key is in this answer only',
        body: ZCreateApiKeyRequest,
        response: { 201: ZCreatedApiKey, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createApiKey(scopeOf(app, request), request.body)),
  );

  app.get(
    '/api-keys',
    {
      config: manage,
      schema: {
        tags,
        summary: "The organiser's API keys, newest first, revoked ones too (never the key itself)",
        response: { 200: ZApiKeyListResponse, ...errors },
      },
    },
    async (request) => ({ apiKeys: await listKeys(scopeOf(app, request)) }),
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Revoke an API key: every request with it is refused from now on',
        params: ZIdParams,
        response: { 200: ZApiKey, ...errors },
      },
    },
    async (request) => revokeKey(scopeOf(app, request), request.params.id),
  );
};
