import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from './request-auth';

/** What a service needs to answer for the current organiser: every query it makes is scoped by organizationId. */
export function scopeOf(app: FastifyInstance, request: FastifyRequest) {
  const auth = requireAuth(request);
  return {
    db: app.db,
    organizationId: auth.organizationId,
    publicUrl: app.config.publicUrl,
    userId: auth.userId,
  };
}
