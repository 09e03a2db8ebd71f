import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { cookieOptions, type AuthContext } from '../../plugins/request-auth';
import { resolveCurrentMembership } from '../organisations/membership.service';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, resumeSession } from './session.service';

/** Who a session cookie belongs to, and the organiser they work in; null for an ended or unknown session. */
export async function resolveRequestAuth(db: Db, token: string): Promise<AuthContext | null> {
  const session = await resumeSession(db, token);
  if (!session) return null;
  const membership = await resolveCurrentMembership(db, session.userId);
  return {
    userId: session.userId,
    sessionIdHash: session.idHash,
    organizationId: membership?.organizationId ?? null,
    grants: membership?.grants ?? [],
  };
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(app.config.cookieSecure, SESSION_ABSOLUTE_MS));
}
