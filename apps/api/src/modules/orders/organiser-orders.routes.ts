import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventIdParams } from '@usher/contract/check-in';
import {
  ZEventSales,
  ZOrderReferenceParams,
  ZOrdersList,
  ZOrdersQuery,
  ZOrganiserOrder,
} from '@usher/contract/sales';
import { ORGANISER_ROUTE_ERRORS, errorResponses } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import { paymentScopeOf } from './payment-scope';
import { cancelOrder, getEventOrders, getEventSales, refundOrder } from './organiser-orders.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['orders'];
const view = { capability: 'viewSales' } as const;
const control = { capability: 'cancelOrders' } as const;

/** The organiser's side of online sales (issue 16 §3): a date's sales and orders, cancel and refund. */
export const organiserOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/event/:eventId/sales',
    {
      config: view,
      schema: {
        tags,
        summary:
          "A date's sales per channel (tickets, gross, fee, net in pence) and tickets sold per London day",
        params: ZEventIdParams,
        response: { 200: ZEventSales, ...errors },
      },
    },
    async (request) => getEventSales(scopeOf(app, request), request.params.eventId),
  );

  app.get(
    '/event/:eventId/orders',
    {
      config: view,
      schema: {
        tags,
        summary: "A date's orders, newest first (at most 200), searchable by name, email, phone or reference",
        params: ZEventIdParams,
        querystring: ZOrdersQuery,
        response: { 200: ZOrdersList, ...errors },
      },
    },
    async (request) => getEventOrders(scopeOf(app, request), request.params.eventId, request.query.search),
  );

  app.post(
    '/order/:orderReference/cancel',
    {
      config: control,
      schema: {
        tags,
        summary:
          'Cancel an order: its tickets answer red at the door and their places are free, its customer is emailed; 409 if it ended or a refund is under way',
        params: ZOrderReferenceParams,
        response: { 200: ZOrganiserOrder, ...errors, ...errorResponses(503) },
      },
    },
    async (request) =>
      cancelOrder({ ...paymentScopeOf(app), ...scopeOf(app, request) }, request.params.orderReference),
  );

  app.post(
    '/order/:orderReference/refund',
    {
      config: control,
      schema: {
        tags,
        summary:
          'Refund an order paid online (paid, or cancelled since) in full through the provider it was paid with: 503 with the order as it was if that provider is not configured or refuses; 409 for any other order or while a refund is under way',
        params: ZOrderReferenceParams,
        response: { 200: ZOrganiserOrder, ...errors, ...errorResponses(503) },
      },
    },
    async (request) =>
      refundOrder({ ...paymentScopeOf(app), ...scopeOf(app, request) }, request.params.orderReference),
  );
};
