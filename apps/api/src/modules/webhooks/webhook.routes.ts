import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZResultResponse } from '@usher/contract/common';
import {
  ZCreatedWebhook,
  ZCreateWebhookRequest,
  ZWebhookDeliveriesQuery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookList,
  ZWebhookParams,
} from '@usher/contract/webhooks';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import {
  createWebhook,
  listDeliveries,
  listOrganiserWebhooks,
  redeliver,
  removeWebhook,
} from './webhook.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['webhooks'];
/** Webhooks carry every order's customer details out of Usher: ROLE_MASTER with organization.control, as API keys. */
const control = { capability: 'controlOrganisation' } as const;

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/webhooks',
    {
      config: control,
      schema: {
        tags,
        summary:
          'Add a webhook: the events it takes are POSTed to its https URL, signed with the secret answered here once',
        body: ZCreateWebhookRequest,
        response: { 201: ZCreatedWebhook, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(
        scopeOf(app, request),
        request.body,
        app.config.webhooksAllowPrivateUrls,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/webhooks',
    {
      config: control,
      schema: {
        tags,
        summary: "The organiser's webhooks, without their secrets",
        response: { 200: ZWebhookList, ...errors },
      },
    },
    async (request) => ({ webhooks: await listOrganiserWebhooks(scopeOf(app, request)) }),
  );

  app.post(
    '/webhooks/:id/delete',
    {
      config: control,
      schema: {
        tags,
        summary: 'Delete a webhook: nothing more is sent to it, and its deliveries are deleted',
        params: ZWebhookParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await removeWebhook(scopeOf(app, request), request.params.id);
      return { result: true };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: control,
      schema: {
        tags,
        summary: "A webhook's delivery attempts, newest first, 50 a page (kept 30 days)",
        params: ZWebhookParams,
        querystring: ZWebhookDeliveriesQuery,
        response: { 200: ZWebhookDeliveryList, ...errors },
      },
    },
    async (request) => listDeliveries(scopeOf(app, request), request.params.id, request.query.after),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: control,
      schema: {
        tags,
        summary: "Send an attempt's event again, with the same webhook-id",
        params: ZWebhookDeliveryParams,
        response: { 202: ZResultResponse, ...errors },
      },
    },
    async (request, reply) => {
      await redeliver(scopeOf(app, request), request.params.id, request.params.deliveryId);
      return reply.code(202).send({ result: true });
    },
  );
};
