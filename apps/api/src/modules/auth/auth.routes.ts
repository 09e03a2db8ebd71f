import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginRequest, ZSessionResponse } from '@usher/contract/auth';
import { ZErrorResponse } from '@usher/contract/errors';
import { cookieOptions, setSessionCookie } from '../../plugins/auth';
import { PRE_SESSION_COOKIE, csrfTokenFor } from '../../plugins/csrf';
import { logInWithPassword } from './auth.service';
import type { LoginThrottle } from './login-throttle.service';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, endSession } from './session.service';

export type AuthRoutesOptions = {
  csrfSecret: string;
  /** How sign-in attempts are counted; only a test passes one, to show the race the default prevents. */
  loginThrottle?: LoginThrottle;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { csrfSecret, loginThrottle },
) => {
  const preSessionCookie = (reply: {
    setCookie: (name: string, value: string, options: object) => unknown;
  }) => {
    const value = crypto.randomBytes(24).toString('base64url');
    reply.setCookie(PRE_SESSION_COOKIE, value, cookieOptions(app.config.cookieSecure, SESSION_ABSOLUTE_MS));
    return value;
  };
  const sessionAnswer = (authenticated: boolean, cookieValue: string) => ({
    authenticated,
    csrfToken: csrfTokenFor(csrfSecret, cookieValue),
    oidcEnabled: app.config.oidc !== null,
    ...(app.config.demoAccounts ? { demoAccounts: app.config.demoAccounts } : {}),
  });

  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the browser is signed in, and the CSRF token to send',
        response: { 200: ZSessionResponse },
      },
    },
    async (request, reply) => {
      const sessionToken = request.cookies[SESSION_COOKIE];
      if (request.auth && sessionToken) return sessionAnswer(true, sessionToken);
      return sessionAnswer(false, request.cookies[PRE_SESSION_COOKIE] ?? preSessionCookie(reply));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a local account',
        body: ZLoginRequest,
        response: { 200: ZSessionResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const token = await logInWithPassword(
        app.db,
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          previousSessionIdHash: request.auth?.sessionIdHash ?? null,
        },
        loginThrottle,
      );
      setSessionCookie(app, reply, token);
      reply.clearCookie(PRE_SESSION_COOKIE, { path: '/' });
      return sessionAnswer(true, token);
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End the session', response: { 200: ZSessionResponse } } },
    async (request, reply) => {
      if (request.auth) await endSession(app.db, request.auth.sessionIdHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return sessionAnswer(false, preSessionCookie(reply));
    },
  );
};
