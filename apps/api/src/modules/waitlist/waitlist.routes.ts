import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@usher/contract/messages';
import {
  ZActivityIdParams,
  ZEntryIdParams,
  ZEventIdParams,
  ZWaitlistRemoveResponse,
  ZWaitlistResponse,
  ZWaitlistSettings,
} from '@usher/contract/waitlist';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import { queueWaitlistNotices } from '../delivery/waitlist-notice.service';
import { setWaitlistNotifier } from '../sales/waitlist.service';
import {
  getWaitlistOfDate,
  getWaitlistSettings,
  removeEntry,
  saveWaitlistSettings,
} from './waitlist.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['waitlist'];
/** Issue 31 §1, §4: ROLE_MASTER or ROLE_admin; door staff 403. */
const manage = { capability: 'manageWaitlist', validationMessage: MESSAGES.invalidRequest } as const;

/** The organiser's side of the waiting list: its settings per activity, a date's entries, removing one. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // Offers are made inside any sale of a date; their messages link to this app's public pages.
  setWaitlistNotifier((trx, notices) => queueWaitlistNotices(trx, notices, app.config.publicUrl));

  app.get(
    '/activity/:activityId/waitlist-settings',
    {
      config: manage,
      schema: {
        tags,
        summary: "An activity's waiting list: on or off, and how long an offer is kept (minutes)",
        params: ZActivityIdParams,
        response: { 200: ZWaitlistSettings, ...errors },
      },
    },
    async (request) => getWaitlistSettings(scopeOf(app, request), request.params.activityId),
  );

  app.post(
    '/activity/:activityId/waitlist-settings',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Save an activity's waiting list settings; switched on, places already free are offered at once",
        params: ZActivityIdParams,
        body: ZWaitlistSettings,
        response: { 200: ZWaitlistSettings, ...errors },
      },
    },
    async (request) => saveWaitlistSettings(scopeOf(app, request), request.params.activityId, request.body),
  );

  app.get(
    '/event/:eventId/waitlist',
    {
      config: manage,
      schema: {
        tags,
        summary: "A date's waiting list: counts per status and the entries in joining order",
        params: ZEventIdParams,
        response: { 200: ZWaitlistResponse, ...errors },
      },
    },
    async (request) => getWaitlistOfDate(scopeOf(app, request), request.params.eventId),
  );

  app.post(
    '/waitlist/:entryId/remove',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Remove an entry; an offer it holds is released and passed on; 409 once purchased or expired',
        params: ZEntryIdParams,
        response: { 200: ZWaitlistRemoveResponse, ...errors },
      },
    },
    async (request) => removeEntry(scopeOf(app, request), request.params.entryId),
  );
};
