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
          'Cancel an order: its tickets answer red at the door and their places are free; 409 if it ended',
        params: ZOrderReferenceParams,
        response: { 200: ZOrganiserOrder, ...errors, ...errorResponses(503) },
      },
    },
    async (request) => cancelOrder(scopeOf(app, request), request.params.orderReference),
  );

  app.post(
    '/order/:orderReference/refund',
    {
      config: control,
      schema: {
        tags,
        summary:
          'Refund a paid online order in full through the payment provider (503 if it fails, nothing changed); 409 for any other order',
        params: ZOrderReferenceParams,
        response: { 200: ZOrganiserOrder, ...errors, ...errorResponses(503) },
      },
    },
    async (request) =>
      refundOrder({ ...scopeOf(app, request), payments: app.payments }, request.params.orderReference),
  );
};
