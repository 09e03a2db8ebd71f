import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZResultResponse } from '@usher/contract/common';
import { ZDuplicateRequest } from '@usher/contract/duplicate';
import { ZDeleteEventResponse, ZEvent, ZEventListResponse, ZEventRequest } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { ZTicketVariantListResponse } from '@usher/contract/ticket-variants';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import { duplicateEvent } from './duplicate-event.service';
import {
  createEvent,
  getEvent,
  listCurrentEvents,
  listEventVariants,
  listEventsOfActivity,
  removeEvent,
  saveEvent,
} from './event.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['events'];
const read = { capability: 'viewEvents' } as const;
const write = { capability: 'manageEvents', validationMessage: MESSAGES.fillInAllRequired } as const;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/event/current',
    {
      config: read,
      schema: {
        tags,
        summary: 'Dates happening today in London',
        response: { 200: ZEventListResponse, ...errors },
      },
    },
    async (request) => ({ events: await listCurrentEvents(scopeOf(app, request)) }),
  );
  app.get(
    '/activity/:id/events',
    {
      config: read,
      schema: {
        tags,
        summary: 'Dates of an activity that are not over',
        params: ZIdParams,
        response: { 200: ZEventListResponse, ...errors },
      },
    },
    async (request) => ({
      events: await listEventsOfActivity(scopeOf(app, request), request.params.id, 'current'),
    }),
  );
  app.get(
    '/activity/:id/events/past',
    {
      config: read,
      schema: {
        tags,
        summary: 'Dates of an activity that are over, latest first',
        params: ZIdParams,
        response: { 200: ZEventListResponse, ...errors },
      },
    },
    async (request) => ({
      events: await listEventsOfActivity(scopeOf(app, request), request.params.id, 'past'),
    }),
  );
  app.get(
    '/event/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One date with its figures',
        params: ZIdParams,
        response: { 200: ZEvent, ...errors },
      },
    },
    async (request) => getEvent(scopeOf(app, request), request.params.id),
  );
  app.get(
    '/event/:id/variants',
    {
      config: read,
      schema: {
        tags,
        summary: 'Ticket types of a date',
        params: ZIdParams,
        response: { 200: ZTicketVariantListResponse, ...errors },
      },
    },
    async (request) => ({ variants: await listEventVariants(scopeOf(app, request), request.params.id) }),
  );
  app.get(
    '/event/:id/has-reserved',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether tickets of a date were sold or reserved',
        params: ZIdParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => ({ result: (await getEvent(scopeOf(app, request), request.params.id)).isReserved }),
  );
  app.post(
    '/event/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a date to an activity',
        body: ZEventRequest,
        response: { 200: ZEvent, ...errors },
      },
    },
    async (request) => createEvent(scopeOf(app, request), request.body),
  );
  app.post(
    '/event/:id/update',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save a date',
        params: ZIdParams,
        body: ZEventRequest,
        response: { 200: ZEvent, ...errors },
      },
    },
    async (request) => saveEvent(scopeOf(app, request), request.params.id, request.body),
  );
  app.post(
    '/event/:id/copy',
    {
      config: write,
      schema: {
        tags,
        summary: 'Duplicate a date once, daily, weekly or monthly',
        params: ZIdParams,
        body: ZDuplicateRequest,
        response: { 200: ZEventListResponse, ...errors },
      },
    },
    async (request) => ({
      events: await duplicateEvent(scopeOf(app, request), request.params.id, request.body),
    }),
  );
  app.post(
    '/event/:id/delete',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a date with no sales; says whether the activity was unpublished with its last date',
        params: ZIdParams,
        response: { 200: ZDeleteEventResponse, ...errors },
      },
    },
    async (request) => ({ result: true, ...(await removeEvent(scopeOf(app, request), request.params.id)) }),
  );
};
