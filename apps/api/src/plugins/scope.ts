import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { requireAuth } from './request-auth';

/** What a service needs to answer for the current organiser: every query it makes is scoped by organizationId. */
export type OrganiserScope = { db: Db; organizationId: string; publicUrl: string; userId: string };

export function scopeOf(app: FastifyInstance, request: FastifyRequest): OrganiserScope {
  const auth = requireAuth(request);
  return {
    db: app.db,
    organizationId: auth.organizationId,
    publicUrl: app.config.publicUrl,
    userId: auth.userId,
  };
}
