import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZHealthUnavailableResponse } from '@usher/contract/health';
import { MESSAGES } from '@usher/contract/messages';
import { describeConnectionError } from '../db/connection-errors';

/** A health check answers within this even when the database does not. */
const PING_TIMEOUT_MS = 3_000;

/**
 * `/api/health`: 200 while the database answers, 503 with a reason while it can not be reached or while the
 * process drains before it stops (a load balancer then sends requests to the other processes).
 */
export function registerHealthRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, whether the database answers, and whether this process is stopping',
        response: { 200: ZHealthResponse, 503: ZHealthUnavailableResponse },
      },
    },
    async (request, reply) => {
      const database = app.databaseKind;
      if (app.draining) {
        return reply.status(503).send({ status: 'unavailable', database, message: MESSAGES.serverStopping });
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the database did not answer in time')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(app.db), timeout]);
        return { status: 'ok' as const, database };
      } catch (error) {
        request.log.warn(describeConnectionError(error), 'health: database unreachable');
        return reply
          .status(503)
          .send({ status: 'unavailable', database, message: MESSAGES.databaseUnreachable });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
