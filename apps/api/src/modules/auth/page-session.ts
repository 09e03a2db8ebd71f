import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSessionResponse } from '@usher/contract/auth';
import { SESSION_COOKIE } from './session.service';

/**
 * What `GET /api/auth/session` answers this browser, when it is signed in: a dashboard page carries it, so the
 * app starts without that call. Asked of the route itself (in-process), so the page holds exactly the answer the
 * call would give, through the same session cache and the same per-address budget as the browser's own call.
 */
export async function signedInSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TSessionResponse | null> {
  if (!request.cookies[SESSION_COOKIE] || !request.headers.cookie) return null;
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: request.headers.cookie, accept: 'application/json' },
    remoteAddress: request.ip,
  });
  if (response.statusCode !== 200) return null;
  const session = response.json<TSessionResponse>();
  return session.authenticated ? session : null;
}
