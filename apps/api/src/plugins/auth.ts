import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@usher/contract/auth';
import { can, type TCapability } from '@usher/contract/permissions';
import { MESSAGES } from '@usher/contract/messages';
import { forbidden, unauthorized } from '../errors';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, resumeSession } from '../modules/auth/session.service';
import { resolveCurrentMembership } from '../modules/organisations/membership.service';
import { PRE_SESSION_COOKIE, isCsrfTokenValid } from './csrf';

export type AuthContext = {
  userId: string;
  sessionIdHash: string;
  /** The organiser the user is working in; every organiser-owned query is scoped by it. */
  organizationId: string | null;
  grants: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The §6 capability this route needs, checked against the current organiser. */
    capability?: TCapability;
    /** Only a public route whose signed path is its own authority (one-click unsubscribe) skips CSRF. */
    isCsrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSignedInRoute(url: string): boolean {
  return url.startsWith('/api/client/');
}

/** The signed-in context of a request on a /api/client route; the onRequest hook has already refused the rest. */
export function requireAuth(request: FastifyRequest): AuthContext & { organizationId: string } {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (!auth.organizationId) throw forbidden();
  return auth as AuthContext & { organizationId: string };
}

export function cookieOptions(secure: boolean, maxAgeMs: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: Math.floor(maxAgeMs / 1000) };
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(app.config.cookieSecure, SESSION_ABSOLUTE_MS));
}

/** Session, CSRF and permission checks, in that order, before any body is parsed or validated. */
export function registerAuth(app: FastifyInstance, csrfSecret: string): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resumeSession(app.db, token) : null;
    if (session) {
      const membership = await resolveCurrentMembership(app.db, session.userId);
      request.auth = {
        userId: session.userId,
        sessionIdHash: session.idHash,
        organizationId: membership?.organizationId ?? null,
        grants: membership?.grants ?? [],
      };
    }
    if (isSignedInRoute(request.url) && !request.auth) throw unauthorized();
    const isCsrfExempt = request.routeOptions.config.isCsrfExempt === true && !isSignedInRoute(request.url);
    if (!SAFE_METHODS.has(request.method) && !isCsrfExempt) {
      const cookieValue = session ? token : request.cookies[PRE_SESSION_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!isCsrfTokenValid(csrfSecret, cookieValue, typeof header === 'string' ? header : undefined)) {
        throw forbidden(MESSAGES.csrfMissing);
      }
    }
    const capability = request.routeOptions.config.capability;
    if (capability && !can(request.auth?.grants ?? [], capability)) throw forbidden();
  });
}
