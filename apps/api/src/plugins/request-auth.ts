import type { FastifyRequest } from 'fastify';
import type { TCapability } from '@usher/contract/permissions';
import { forbidden, unauthorized } from '../errors';
import type { AuthCache } from './auth-cache';

export type AuthContext = {
  userId: string;
  sessionIdHash: string;
  /** The organiser the user is working in; every organiser-owned query is scoped by it. */
  organizationId: string | null;
  grants: string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Who session cookies belong to, for a few seconds; forget what this process revokes or changes. */
    authCache: AuthCache;
  }
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

/** `/api/v1` is authenticated by API keys only (issue 29 §1): no session cookie is read there, no CSRF token asked. */
export function isApiKeyRoute(url: string): boolean {
  return url.startsWith('/api/v1/');
}

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
