import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZResultResponse } from '@usher/contract/common';
import { MESSAGES } from '@usher/contract/messages';
import {
  ZCheckPromoCodeRequest,
  ZCheckPromoCodeResponse,
  ZCreatePromoCodeRequest,
  ZPromoCodeInfo,
  ZPromoCodeListResponse,
  ZPromoScopeOptions,
} from '@usher/contract/promo-codes';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import {
  createCode,
  dateForPricing,
  deleteCode,
  getCodeInfo,
  listCodes,
  listScopeOptions,
} from './promo-code.service';
import { checkPromoForDate } from './promo-verdict.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['promo-codes'];
/** §6: promo codes are for ROLE_MASTER or ROLE_admin. */
const manage = { capability: 'manageEvents', validationMessage: MESSAGES.fillInAllRequired } as const;

export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promo',
    {
      config: manage,
      schema: {
        tags,
        summary: "The organiser's promo codes, newest first, deleted ones too, with their uses",
        response: { 200: ZPromoCodeListResponse, ...errors },
      },
    },
    async (request) => ({ promoCodes: await listCodes(scopeOf(app, request)) }),
  );

  app.post(
    '/promo',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create a promo code (never edited afterwards)',
        body: ZCreatePromoCodeRequest,
        response: { 200: ZPromoCodeInfo, ...errors },
      },
    },
    async (request) => createCode(scopeOf(app, request), request.body),
  );

  app.get(
    '/promo/scope-options',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'What a new code may apply to: activities with dates to come, those dates and their ticket types',
        response: { 200: ZPromoScopeOptions, ...errors },
      },
    },
    async (request) => listScopeOptions(scopeOf(app, request)),
  );

  app.post(
    '/promo/check',
    {
      // The free and cash tickets screen prices cash sales with a code (§6: ROLE_MASTER only).
      config: { capability: 'manageOrganiserMarketing' },
      schema: {
        tags,
        summary: "A code's price for each ticket type of a date, or why it cannot be used there",
        body: ZCheckPromoCodeRequest,
        response: { 200: ZCheckPromoCodeResponse, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(app, request);
      const date = await dateForPricing(scope, request.body.eventId);
      return checkPromoForDate(scope.db, scope.organizationId, request.body.code, date);
    },
  );

  app.get(
    '/promo/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'One promo code with its scope in words (renderData.activityData)',
        params: ZIdParams,
        response: { 200: ZPromoCodeInfo, ...errors },
      },
    },
    async (request) => getCodeInfo(scopeOf(app, request), request.params.id),
  );

  app.post(
    '/promo/delete/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a promo code (kept, marked deleted, for the orders that used it)',
        params: ZIdParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await deleteCode(scopeOf(app, request), request.params.id);
      return { result: true };
    },
  );
};
