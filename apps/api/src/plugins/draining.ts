import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `graceful-stop.ts` when the process stops: it still answers, but tells a load balancer to move on. */
    draining: boolean;
  }
}

/**
 * While the process drains, `/api/health` answers 503 (see `health.ts`) and every answer closes its connection:
 * a load balancer's pooled connections to this process end one by one as they are used, so none is left to
 * carry a request into the moment the listener closes.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
}
