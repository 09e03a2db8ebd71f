import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventIdParams } from '@usher/contract/check-in';
import {
  MAX_OFFLINE_SCANS,
  ZOfflineScansRequest,
  ZOfflineScansResponse,
  ZOfflineTicketsQuery,
  ZOfflineTicketsResponse,
  type TOfflineScansResponse,
} from '@usher/contract/offline-check-in';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import { getOfflineTickets, uploadOfflineScans } from './offline-check-in.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['check-in'];
const door = { capability: 'checkIn' } as const;
/** 1,000 scans of the longest codes and nonces, in any script, fit with room to spare. */
const SCANS_BODY_LIMIT = 2 * 1024 * 1024;

/** The offline door (issue 18): a date's tickets to hold on a device, and the scans it queued while offline. */
export const offlineCheckInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-in/:eventId/offline',
    {
      config: door,
      schema: {
        tags,
        summary:
          "A date's tickets for offline check-in: keyed hashes of their QR codes (HMAC-SHA-256 under `key`, hex) and what the guest list shows; all of them, or with `since` only those new, cancelled or checked in since that cursor (409 until the activity is published)",
        params: ZEventIdParams,
        querystring: ZOfflineTicketsQuery,
        response: { 200: ZOfflineTicketsResponse, ...errors },
      },
    },
    async (request) =>
      getOfflineTickets(scopeOf(app, request), request.params.eventId, request.query.since ?? null),
  );

  app.post(
    '/check-in/:eventId/offline-scans',
    {
      config: door,
      bodyLimit: SCANS_BODY_LIMIT,
      schema: {
        tags,
        summary: `Upload scans made offline (at most ${MAX_OFFLINE_SCANS}), applied in order and each once by nonce; the answers in the order sent`,
        params: ZEventIdParams,
        body: ZOfflineScansRequest,
        response: { 200: ZOfflineScansResponse, ...errors },
      },
    },
    // A user's door admits every ticket type, so its answers never hold the door links' `wrongDoor`.
    async (request) =>
      (await uploadOfflineScans(
        scopeOf(app, request),
        request.params.eventId,
        request.body,
      )) as TOfflineScansResponse,
  );
};
