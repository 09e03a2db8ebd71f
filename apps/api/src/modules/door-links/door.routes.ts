import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECK_IN_NONCE_HEADER, ZCheckInHeaders, ZScanAnswer } from '@usher/contract/check-in';
import { ZUndoCheckInRequest } from '@usher/contract/check-in-log';
import {
  DOOR_SESSION_COOKIE,
  ZDoorCodeParams,
  ZDoorGuest,
  ZDoorGuestsQuery,
  ZDoorGuestsResponse,
  ZDoorOfflineScansResponse,
  ZDoorStartRequest,
  ZDoorStartResponse,
  ZDoorTicketParams,
  ZDoorTokenParams,
} from '@usher/contract/door';
import {
  MAX_OFFLINE_SCANS,
  ZOfflineScansRequest,
  ZOfflineTicketsQuery,
  ZOfflineTicketsResponse,
} from '@usher/contract/offline-check-in';
import { addressBlock } from '../../plugins/client-address';
import { errorResponses } from '../../plugins/error-responses';
import { checkInManually, scanCode } from '../check-in/check-in.service';
import { getOfflineTickets, uploadOfflineScans } from '../check-in/offline-check-in.service';
import { searchGuestsAtDoor, undoAtDoor } from './door-guests.service';
import { requireDoorSession, startDoor, type DoorScope } from './door-session.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['door'];
/** A crew phone is used for a night; its session ends with its link however long the cookie lives. */
const DOOR_COOKIE_MAX_AGE_S = 24 * 60 * 60;
/** 1,000 scans of the longest codes and nonces, as the organiser's upload allows. */
const SCANS_BODY_LIMIT = 2 * 1024 * 1024;

const doorScopes = new WeakMap<FastifyRequest, DoorScope>();

/** The door session the hook found for this request. */
function doorOf(request: FastifyRequest): DoorScope {
  const scope = doorScopes.get(request);
  if (!scope) throw new Error('door route without its session hook');
  return scope;
}

const nonceOf = (request: { headers: { [CHECK_IN_NONCE_HEADER]?: string } }) =>
  request.headers[CHECK_IN_NONCE_HEADER] ?? null;

/**
 * The crew's phone (issue 30 §2), everything under `/api/door/{token}`: `start` opens a door session (its own
 * cookie, sent only to this link's paths, so it reaches no organiser route); every other route needs one of
 * this link, checked before the body is read. They run the organiser's check-in services as the link's phone,
 * limited to its date and ticket types. POSTs carry the CSRF token as every browser POST does: a phone with no
 * account takes it from `GET /api/auth/session` (the pre-session cookie's token).
 */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.endsWith('/start')) return;
    const { token } = request.params as { token?: string };
    if (token === undefined) return;
    doorScopes.set(request, await requireDoorSession(app.db, token, request.cookies[DOOR_SESSION_COOKIE]));
  });

  app.post(
    '/:token/start',
    {
      schema: {
        tags,
        summary:
          'Open a door session of a link with its PIN and a device name: the date and the ticket types it admits, and the session cookie; 5 wrong PINs from one address in 15 minutes lock it out (429)',
        params: ZDoorTokenParams,
        body: ZDoorStartRequest,
        response: { 200: ZDoorStartResponse, ...errorResponses(400, 401, 403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { answer, cookieValue } = await startDoor(app.db, token, request.body, addressBlock(request.ip));
      reply.setCookie(DOOR_SESSION_COOKIE, cookieValue, {
        path: `/api/door/${token}`,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        maxAge: DOOR_COOKIE_MAX_AGE_S,
      });
      return answer;
    },
  );

  app.post(
    '/:token/check-in/:code',
    {
      schema: {
        tags,
        summary: `Check in a scanned code at the link's door (once per ${CHECK_IN_NONCE_HEADER}); red "not valid at this door" for a ticket type it does not admit`,
        params: ZDoorCodeParams,
        headers: ZCheckInHeaders,
        response: { 200: ZScanAnswer, ...errors },
      },
    },
    async (request) => {
      const door = doorOf(request);
      return scanCode(door, door.eventId, request.params.code, {
        nonce: nonceOf(request),
        device: door.by.deviceName,
      });
    },
  );

  app.get(
    '/:token/guests',
    {
      schema: {
        tags,
        summary:
          "At most 20 of the link's guests matching a search of at least 3 characters; no phones or emails",
        params: ZDoorTokenParams,
        querystring: ZDoorGuestsQuery,
        response: { 200: ZDoorGuestsResponse, ...errors },
      },
    },
    async (request) => ({ guests: await searchGuestsAtDoor(doorOf(request), request.query.search) }),
  );

  app.post(
    '/:token/manual-check-in/:ticketId',
    {
      schema: {
        tags,
        summary:
          "Check in one of the link's guests by ticketId (once per X-Check-In-Nonce); another type's 404",
        params: ZDoorTicketParams,
        headers: ZCheckInHeaders,
        response: { 200: ZScanAnswer, ...errors },
      },
    },
    async (request) => {
      const door = doorOf(request);
      return checkInManually(door, door.eventId, request.params.ticketId, {
        nonce: nonceOf(request),
        device: door.by.deviceName,
      });
    },
  );

  app.post(
    '/:token/undo/:ticketId',
    {
      schema: {
        tags,
        summary:
          "Undo a check-in of one of the link's guests, with a reason: the guest, no longer checked in; 409 when not checked in",
        params: ZDoorTicketParams,
        body: ZUndoCheckInRequest,
        response: { 200: ZDoorGuest, ...errors },
      },
    },
    async (request) => undoAtDoor(doorOf(request), request.params.ticketId, request.body.reason),
  );

  app.get(
    '/:token/offline',
    {
      schema: {
        tags,
        summary:
          "The link's tickets for offline check-in (its ticket types only), as the organiser's offline copy",
        params: ZDoorTokenParams,
        querystring: ZOfflineTicketsQuery,
        response: { 200: ZOfflineTicketsResponse, ...errors },
      },
    },
    async (request) => {
      const door = doorOf(request);
      return getOfflineTickets(door, door.eventId, request.query.since ?? null);
    },
  );

  app.post(
    '/:token/offline-scans',
    {
      bodyLimit: SCANS_BODY_LIMIT,
      schema: {
        tags,
        summary: `Upload scans made offline at the link's door (at most ${MAX_OFFLINE_SCANS}); another type's ticket answers wrongDoor`,
        params: ZDoorTokenParams,
        body: ZOfflineScansRequest,
        response: { 200: ZDoorOfflineScansResponse, ...errors },
      },
    },
    async (request) => {
      const door = doorOf(request);
      return uploadOfflineScans(door, door.eventId, request.body);
    },
  );
};
