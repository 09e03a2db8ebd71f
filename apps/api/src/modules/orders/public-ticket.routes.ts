import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZPublicTicket, ZPublicTicketParams } from '@usher/contract/orders';
import { getPublicTicket, renderPublicTicketPdf } from './public-ticket.service';

const tags = ['public'];
/** A PDF body: sent as bytes, never serialised; documented as a binary string. */
const ZPdf = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The ticket as a PDF' });

/**
 * A guest's ticket, with no sign-in: the unguessable external id is the only key, so the answers carry this
 * ticket alone, are never cached and are kept out of search engines (even when they answer 404).
 */
export const publicTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  app.get(
    '/ticket/:externalId',
    {
      schema: {
        tags,
        summary: "A guest's ticket page: the event, the ticket and the code its QR encodes",
        params: ZPublicTicketParams,
        response: { 200: ZPublicTicket, 404: ZErrorResponse },
      },
    },
    async (request) => getPublicTicket(app.db, app.config.publicUrl, request.params.externalId),
  );

  app.get(
    '/ticket/:externalId/pdf',
    {
      schema: {
        tags,
        summary: 'The ticket as a one-page PDF with its QR code',
        params: ZPublicTicketParams,
        produces: ['application/pdf'],
        response: { 200: ZPdf, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderPublicTicketPdf(app.db, request.params.externalId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
