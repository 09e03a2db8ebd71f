import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ZCheckInCodeParams,
  ZCheckInHeaders,
  ZEventIdParams,
  ZGuestListQuery,
  ZGuest,
  ZGuestListResponse,
  ZManualCheckInParams,
  ZScanAnswer,
  CHECK_IN_DEVICE_HEADER,
  CHECK_IN_NONCE_HEADER,
} from '@usher/contract/check-in';
import { ZCheckInLogQuery, ZCheckInLogResponse, ZUndoCheckInRequest } from '@usher/contract/check-in-log';
import { ZEvent } from '@usher/contract/events';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import { getEvent } from '../events/event.service';
import { getCheckInLog } from './check-in-log.service';
import { undoCheckIn } from './check-in-undo.service';
import { checkInManually, scanCode } from './check-in.service';
import { getGuestList, writeGuestCsv } from './guest-list.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['check-in'];
const door = { capability: 'checkIn' } as const;

/**
 * The scanner's nonce and device. Fastify's `request.headers` is a fresh copy of every header on each read
 * once the headers have been validated, so it is read once.
 */
function doorHeaders(request: { headers: z.infer<typeof ZCheckInHeaders> }) {
  const headers = request.headers;
  return {
    nonce: headers[CHECK_IN_NONCE_HEADER] ?? null,
    device: headers[CHECK_IN_DEVICE_HEADER] ?? null,
  };
}

export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-in/:eventId',
    {
      config: { capability: 'viewEvents' },
      schema: {
        tags,
        summary: 'Check-in home: the date, its figures and check-ins per ticket type',
        params: ZEventIdParams,
        response: { 200: ZEvent, ...errors },
      },
    },
    async (request) => getEvent(scopeOf(app, request), request.params.eventId),
  );

  app.get(
    '/check-in/:eventId/guest-list/',
    {
      config: door,
      schema: {
        tags,
        summary:
          'One page of the guest list, searchable by name, email, phone or order reference (409 until the activity is published)',
        params: ZEventIdParams,
        querystring: ZGuestListQuery,
        response: { 200: ZGuestListResponse, ...errors },
      },
    },
    async (request) => getGuestList(scopeOf(app, request), request.params.eventId, request.query),
  );

  app.get(
    '/check-in/:eventId/guest-list/csv',
    {
      config: door,
      schema: {
        tags,
        summary: 'The whole guest list as CSV (UTF-8 with BOM), streamed',
        params: ZEventIdParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const scope = scopeOf(app, request);
      const body = new PassThrough();
      const done = writeGuestCsv(scope, request.params.eventId, body);
      await Promise.race([done, new Promise((resolve) => body.once('readable', resolve))]);
      done.catch((error: unknown) => {
        request.log.error({ err: error }, 'guest list export failed');
        body.destroy(error as Error);
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="guest-list-${request.params.eventId}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/check-in/:eventId/check-in/:code',
    {
      config: door,
      schema: {
        tags,
        summary: `Check in a scanned code; send a client nonce in ${CHECK_IN_NONCE_HEADER} so a retry returns the first answer`,
        params: ZCheckInCodeParams,
        headers: ZCheckInHeaders,
        response: { 200: ZScanAnswer, ...errors },
      },
    },
    async (request) =>
      scanCode(scopeOf(app, request), request.params.eventId, request.params.code, doorHeaders(request)),
  );

  app.post(
    '/check-in/:eventId/manual-check-in/:ticketId',
    {
      config: door,
      schema: {
        tags,
        summary: 'Check in a ticket from the guest list by its ticketExternalId (once per X-Check-In-Nonce)',
        params: ZManualCheckInParams,
        headers: ZCheckInHeaders,
        response: { 200: ZScanAnswer, ...errors },
      },
    },
    async (request) =>
      checkInManually(
        scopeOf(app, request),
        request.params.eventId,
        request.params.ticketId,
        doorHeaders(request),
      ),
  );

  app.post(
    '/check-in/:eventId/undo/:ticketId',
    {
      config: door,
      schema: {
        tags,
        summary:
          'Undo a check-in by the ticket’s ticketExternalId, with a reason (1–200 characters): the guest row, no longer checked in; 409 when not checked in',
        params: ZManualCheckInParams,
        body: ZUndoCheckInRequest,
        response: { 200: ZGuest, ...errors },
      },
    },
    async (request) =>
      undoCheckIn(
        scopeOf(app, request),
        request.params.eventId,
        request.params.ticketId,
        request.body.reason,
      ),
  );

  app.get(
    '/check-in/:eventId/log',
    {
      config: { capability: 'viewCheckInLog' },
      schema: {
        tags,
        summary:
          'The date’s check-in log, newest first, 100 a page: check-ins, undos and refused scans, with who',
        params: ZEventIdParams,
        querystring: ZCheckInLogQuery,
        response: { 200: ZCheckInLogResponse, ...errors },
      },
    },
    async (request) => getCheckInLog(scopeOf(app, request), request.params.eventId, request.query),
  );
};
