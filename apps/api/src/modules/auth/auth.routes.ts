import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginRequest, ZSessionResponse } from '@usher/contract/auth';
import { ZErrorResponse } from '@usher/contract/errors';
import { AppError } from '../../errors';
import { cookieOptions } from '../../plugins/request-auth';
import { setSessionCookie } from './request-auth.service';
import { PRE_SESSION_COOKIE, csrfTokenFor } from '../../plugins/csrf';
import { loadOrCreateSecret } from '../../plugins/secrets';
import { logInWithPassword } from './auth.service';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_MS,
  deviceCookieValue,
  newDeviceId,
  readDeviceCookie,
} from './login-device.service';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, endSession } from './session.service';
import { getCurrentUser } from './user.service';

export type AuthRoutesOptions = { csrfSecret: string };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { csrfSecret }) => {
  const deviceSecret = await loadOrCreateSecret(app.db, 'login-device');
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

  /** The session's user, or null when its account is gone (the answer then says signed out). */
  const findSignedInUser = async (auth: NonNullable<FastifyRequest['auth']>) => {
    try {
      return await getCurrentUser(app.db, auth, app.config.publicUrl);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return null;
      throw error;
    }
  };

  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the browser is signed in, the CSRF token to send and, when signed in, the user',
        response: { 200: ZSessionResponse },
      },
    },
    async (request, reply) => {
      const sessionToken = request.cookies[SESSION_COOKIE];
      const user = request.auth && sessionToken ? await findSignedInUser(request.auth) : null;
      if (user && sessionToken) return { ...sessionAnswer(true, sessionToken), user };
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
      const device = readDeviceCookie(deviceSecret, request.cookies[DEVICE_COOKIE]);
      const { token, userId } = await logInWithPassword(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousSessionIdHash: request.auth?.sessionIdHash ?? null,
        device,
      });
      if (request.auth) app.authCache.forgetSession(request.auth.sessionIdHash);
      setSessionCookie(app, reply, token);
      const deviceId = device?.accountId === userId ? device.deviceId : newDeviceId();
      reply.setCookie(
        DEVICE_COOKIE,
        deviceCookieValue(deviceSecret, { accountId: userId, deviceId }),
        cookieOptions(app.config.cookieSecure, DEVICE_COOKIE_MAX_AGE_MS),
      );
      reply.clearCookie(PRE_SESSION_COOKIE, { path: '/' });
      return sessionAnswer(true, token);
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End the session', response: { 200: ZSessionResponse } } },
    async (request, reply) => {
      if (request.auth) {
        await endSession(app.db, request.auth.sessionIdHash);
        app.authCache.forgetSession(request.auth.sessionIdHash);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return sessionAnswer(false, preSessionCookie(reply));
    },
  );
};
