import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZResultResponse } from '@usher/contract/common';
import {
  ZByEventRecipientsRequest,
  ZByEventRecipientsResponse,
  ZHistoryResponse,
  ZMessageCostRequest,
  ZMessageCostResponse,
  ZSendEmailByEventRequest,
  ZSendEmailRequest,
  ZSendResponse,
  ZSendSmsByEventRequest,
  ZSendSmsRequest,
  ZUsageResponse,
} from '@usher/contract/mailing';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import {
  cancelSend,
  countEventRecipients,
  sendEmail,
  sendEmailToEvent,
  sendSms,
  sendSmsToEvent,
} from './mailing-send.service';
import { monthUsage, quoteSendCost } from './message-usage.service';
import { listSendHistory } from './send-history.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['mailing'];
/** §6: Messages routes and sending are for ROLE_MASTER or ROLE_admin. */
const manage = { capability: 'manageEvents' } as const;
const sendSchema = { tags, response: { 200: ZSendResponse, ...errors } };
/** A send to lists carries up to 100,000 addresses (about 3 MB of JSON); larger bodies answer 413. */
const ADDRESSES_BODY_LIMIT = 8 * 1024 * 1024;

export const mailingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mailing/send-email',
    {
      config: manage,
      bodyLimit: ADDRESSES_BODY_LIMIT,
      schema: {
        ...sendSchema,
        summary: 'Email these addresses (rich text, sanitised), now or at scheduledFor',
        body: ZSendEmailRequest,
      },
    },
    async (request) => sendEmail(scopeOf(app, request), request.body),
  );

  app.post(
    '/mailing/send-sms',
    {
      config: manage,
      bodyLimit: ADDRESSES_BODY_LIMIT,
      schema: {
        ...sendSchema,
        summary: 'Text these UK phones (160 GSM-7 or 70 UCS-2 characters), now or at scheduledFor',
        body: ZSendSmsRequest,
      },
    },
    async (request) => sendSms(scopeOf(app, request), request.body),
  );

  app.post(
    '/mailing/send-email/by-event-id',
    {
      config: manage,
      schema: {
        ...sendSchema,
        summary: "Email a date's guests: all, checked in or not, optionally of chosen ticket types",
        body: ZSendEmailByEventRequest,
      },
    },
    async (request) => sendEmailToEvent(scopeOf(app, request), request.body),
  );

  app.post(
    '/mailing/send-sms/by-event-id',
    {
      config: manage,
      schema: {
        ...sendSchema,
        summary: "Text a date's guests: all, checked in or not, optionally of chosen ticket types",
        body: ZSendSmsByEventRequest,
      },
    },
    async (request) => sendSmsToEvent(scopeOf(app, request), request.body),
  );

  app.post(
    '/mailing/by-event-recipients',
    {
      config: manage,
      schema: {
        tags,
        summary: "How many of a date's guests a by-event send would reach, and the date's ticket types",
        body: ZByEventRecipientsRequest,
        response: { 200: ZByEventRecipientsResponse, ...errors },
      },
    },
    async (request) => countEventRecipients(scopeOf(app, request), request.body),
  );

  app.post(
    '/mailing/cost',
    {
      config: manage,
      schema: {
        tags,
        summary: "What a send would cost on top of this London month's sends (§9)",
        body: ZMessageCostRequest,
        response: { 200: ZMessageCostResponse, ...errors },
      },
    },
    async (request) => quoteSendCost(scopeOf(app, request), request.body),
  );

  app.get(
    '/mailing/history',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The last 50 sends, newest first, with delivered, pending and failed counts',
        response: { 200: ZHistoryResponse, ...errors },
      },
    },
    async (request) => ({ sends: await listSendHistory(scopeOf(app, request)) }),
  );

  app.get(
    '/mailing/usage',
    {
      config: manage,
      schema: {
        tags,
        summary: "This London month's emails and SMS, free emails left and the cost so far",
        response: { 200: ZUsageResponse, ...errors },
      },
    },
    async (request) => monthUsage(scopeOf(app, request)),
  );

  app.post(
    '/mailing/history/:id/cancel',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Cancel a scheduled send whose time has not come (409 once it started)',
        params: ZIdParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await cancelSend(scopeOf(app, request), request.params.id);
      return { result: true };
    },
  );
};
