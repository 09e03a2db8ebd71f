import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSessionResponse } from '@usher/contract/auth';
import { SESSION_COOKIE } from './session.service';

/**
 * The answer `GET url` gives this browser (its cookies, its address), or null for anything but a 200. Asked of
 * the route itself (in-process), so a page holds exactly what the browser's own call would get, through the
 * same session cache, tenant scope and per-address budget.
 */
export async function askAsBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<unknown> {
  if (!request.headers.cookie) return null;
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { cookie: request.headers.cookie, accept: 'application/json' },
    remoteAddress: request.ip,
  });
  return response.statusCode === 200 ? response.json<unknown>() : null;
}

/**
 * What `GET /api/auth/session` answers this browser, when it is signed in: a dashboard page carries it, so the
 * app starts without that call.
 */
export async function signedInSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TSessionResponse | null> {
  if (!request.cookies[SESSION_COOKIE]) return null;
  const session = (await askAsBrowser(app, request, '/api/auth/session')) as TSessionResponse | null;
  return session?.authenticated ? session : null;
}
