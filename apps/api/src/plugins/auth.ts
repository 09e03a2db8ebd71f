import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@usher/contract/auth';
import { can } from '@usher/contract/permissions';
import { MESSAGES } from '@usher/contract/messages';
import { forbidden, unauthorized } from '../errors';
import type { AuthCache } from './auth-cache';
import { CsrfChecker, PRE_SESSION_COOKIE } from './csrf';
import { isApiKeyRoute, isSignedInRoute, type AuthContext } from './request-auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How the hook finds who a session cookie belongs to: the auth module answers it (wired in app.ts). */
export type SessionLookup = {
  cookieName: string;
  resolve(token: string): Promise<AuthContext | null>;
};

async function resolveCached(cache: AuthCache, session: SessionLookup, token: string) {
  const cached = cache.get(token);
  if (cached) return cached;
  const auth = await session.resolve(token);
  if (auth) cache.set(token, auth);
  return auth;
}

/**
 * Session, CSRF and permission checks, in that order, before any body is parsed or validated. Who a session
 * belongs to is remembered for a few seconds (`app.authCache`).
 */
export function registerAuth(
  app: FastifyInstance,
  csrfSecret: string,
  session: SessionLookup,
  cache: AuthCache,
): void {
  app.decorateRequest('auth', null);
  app.decorate('authCache', cache);
  const csrf = new CsrfChecker(csrfSecret);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || isApiKeyRoute(request.url)) return;
    const token = request.cookies[session.cookieName];
    request.auth = token ? await resolveCached(cache, session, token) : null;
    if (isSignedInRoute(request.url) && !request.auth) throw unauthorized();
    // Fastify builds `routeOptions` anew on each read.
    const { config } = request.routeOptions;
    const isCsrfExempt = config.isCsrfExempt === true && !isSignedInRoute(request.url);
    if (!SAFE_METHODS.has(request.method) && !isCsrfExempt) {
      const cookieValue = request.auth ? token : request.cookies[PRE_SESSION_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!csrf.isValid(cookieValue, typeof header === 'string' ? header : undefined)) {
        throw forbidden(MESSAGES.csrfMissing);
      }
    }
    const capability = config.capability;
    if (capability && !can(request.auth?.grants ?? [], capability)) throw forbidden();
  });
}
