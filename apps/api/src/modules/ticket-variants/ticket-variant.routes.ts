import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZResultResponse } from '@usher/contract/common';
import { MESSAGES } from '@usher/contract/messages';
import { ZTicketVariant, ZTicketVariantRequest } from '@usher/contract/ticket-variants';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import {
  createTicketVariant,
  getTicketVariant,
  removeTicketVariant,
  saveTicketVariant,
} from './ticket-variant.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['ticket-variants'];
const write = { capability: 'manageEvents', validationMessage: MESSAGES.fillInAllRequired } as const;

export const ticketVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ticket-variant/:id',
    {
      config: { capability: 'viewEvents' },
      schema: {
        tags,
        summary: 'One ticket type',
        params: ZIdParams,
        response: { 200: ZTicketVariant, ...errors },
      },
    },
    async (request) => getTicketVariant(scopeOf(app, request), request.params.id),
  );
  app.post(
    '/ticket-variant/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a ticket type to a date',
        body: ZTicketVariantRequest,
        response: { 200: ZTicketVariant, ...errors },
      },
    },
    async (request) => createTicketVariant(scopeOf(app, request), request.body),
  );
  app.post(
    '/ticket-variant/:id/update',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save a ticket type',
        params: ZIdParams,
        body: ZTicketVariantRequest,
        response: { 200: ZTicketVariant, ...errors },
      },
    },
    async (request) => saveTicketVariant(scopeOf(app, request), request.params.id, request.body),
  );
  app.post(
    '/ticket-variant/:id/delete',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a ticket type with no sales',
        params: ZIdParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await removeTicketVariant(scopeOf(app, request), request.params.id);
      return { result: true };
    },
  );
};
