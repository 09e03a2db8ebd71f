import type { FastifyRequest } from 'fastify';
import { can } from '@usher/contract/permissions';
import { requireAuth } from '../../plugins/request-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActivity, ZActivityListResponse, ZActivityRequest } from '@usher/contract/activities';
import { ZIdParams, ZResultResponse } from '@usher/contract/common';
import { MESSAGES } from '@usher/contract/messages';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import {
  createActivity,
  getActivity,
  isActivityReserved,
  listActivityCards,
  publishActivity,
  removeActivity,
  saveActivity,
  unpublishActivity,
} from './activity.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['activities'];
const read = { capability: 'viewEvents' } as const;
const write = { capability: 'manageEvents', validationMessage: MESSAGES.fillInAllRequired } as const;

/** Tickets sold and gross on the list are sales figures: ROLE_MASTER or ROLE_admin only (§6). */
const canViewSales = (request: FastifyRequest) => can(requireAuth(request).grants, 'viewSales');

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Activities with a date to come, or none yet',
        response: { 200: ZActivityListResponse, ...errors },
      },
    },
    async (request) => ({
      activities: await listActivityCards(scopeOf(app, request), 'future', canViewSales(request)),
    }),
  );

  app.get(
    '/activity/past',
    {
      config: read,
      schema: {
        tags,
        summary: 'Activities whose dates are all over',
        response: { 200: ZActivityListResponse, ...errors },
      },
    },
    async (request) => ({
      activities: await listActivityCards(scopeOf(app, request), 'past', canViewSales(request)),
    }),
  );

  app.get(
    '/activity/:id',
    {
      config: read,
      schema: { tags, summary: 'One activity', params: ZIdParams, response: { 200: ZActivity, ...errors } },
    },
    async (request) => getActivity(scopeOf(app, request), request.params.id),
  );

  app.get(
    '/activity/:id/has-reserved',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether tickets were sold or reserved',
        params: ZIdParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(app, request);
      await getActivity(scope, request.params.id);
      return { result: await isActivityReserved(scope, request.params.id) };
    },
  );

  app.post(
    '/activity/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an activity',
        body: ZActivityRequest,
        response: { 200: ZActivity, ...errors },
      },
    },
    async (request) => createActivity(scopeOf(app, request), request.body),
  );

  app.post(
    '/activity/:id/update',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save an activity',
        params: ZIdParams,
        body: ZActivityRequest,
        response: { 200: ZActivity, ...errors },
      },
    },
    async (request) => saveActivity(scopeOf(app, request), request.params.id, request.body),
  );

  app.post(
    '/activity/:id/delete',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete an activity with no sales',
        params: ZIdParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await removeActivity(scopeOf(app, request), request.params.id);
      return { result: true };
    },
  );

  app.post(
    '/activity/:id/publish',
    {
      config: write,
      schema: {
        tags,
        summary: 'Publish an activity',
        params: ZIdParams,
        response: { 200: ZActivity, ...errors },
      },
    },
    async (request) => publishActivity(scopeOf(app, request), request.params.id),
  );

  app.post(
    '/activity/:id/unpublish',
    {
      config: write,
      schema: {
        tags,
        summary: 'Unpublish an activity with no sales',
        params: ZIdParams,
        response: { 200: ZActivity, ...errors },
      },
    },
    async (request) => unpublishActivity(scopeOf(app, request), request.params.id),
  );
};
