import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { text } from '@usher/contract/fields';
import { notFound } from '../../errors';
import { cookieOptions } from '../../plugins/request-auth';
import { setSessionCookie } from './request-auth.service';
import { PRE_SESSION_COOKIE } from '../../plugins/csrf';
import { loadOrCreateSecret } from '../../plugins/secrets';
import { OidcSignInRefused, resolveOidcUser } from './oidc-account.service';
import {
  OIDC_STATE_COOKIE,
  OIDC_STATE_MAX_AGE_MS,
  openPendingSignIn,
  safeReturnTo,
  sealPendingSignIn,
} from './oidc-state.service';
import { OIDC_CALLBACK_PATH, beginOidcSignIn, completeOidcSignIn } from './oidc.service';
import { endSession, startSession } from './session.service';

const OIDC_PATH = '/api/auth/oidc';
const FAILED_SIGN_IN = '/sign-in?error=oidc';

const queryText = () => text(2000).optional();
const ZStartQuery = z.looseObject({
  returnTo: queryText().describe('A path on this site to land on after signing in'),
});
const ZCallbackQuery = z.looseObject({
  code: queryText(),
  state: queryText(),
  iss: queryText(),
  error: queryText(),
  error_description: queryText(),
});

/** What went wrong, without the codes, tokens or checks the error may carry in its cause. */
function logFailure(log: FastifyBaseLogger, error: unknown): void {
  const { name, message, code, error: oauthError } = error as Record<string, unknown>;
  log.warn({ reason: { name, message, code, error: oauthError } }, 'OIDC sign-in failed');
}

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const stateSecret = await loadOrCreateSecret(app.db, 'oidc-state.service');
  const redirectUri = () => `${app.config.publicUrl}${OIDC_CALLBACK_PATH}`;
  const stateCookie = () => ({
    ...cookieOptions(app.config.cookieSecure, OIDC_STATE_MAX_AGE_MS),
    path: OIDC_PATH,
  });

  app.get(
    '/start',
    {
      schema: {
        tags: ['auth'],
        summary: "Start signing in with the payment provider's account (302 to the provider)",
        querystring: ZStartQuery,
        response: { 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const settings = app.config.oidc;
      if (!settings) throw notFound();
      try {
        const returnTo = safeReturnTo(request.query.returnTo, app.config.publicUrl);
        const { url, pending } = await beginOidcSignIn(settings, redirectUri(), returnTo);
        reply.setCookie(OIDC_STATE_COOKIE, sealPendingSignIn(stateSecret, pending), stateCookie());
        return reply.redirect(url.href);
      } catch (error) {
        logFailure(request.log, error);
        return reply.redirect(FAILED_SIGN_IN);
      }
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; starts a session (302 to the app)',
        querystring: ZCallbackQuery,
        response: { 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const settings = app.config.oidc;
      if (!settings) throw notFound();
      const cookie = request.cookies[OIDC_STATE_COOKIE];
      reply.clearCookie(OIDC_STATE_COOKIE, { path: OIDC_PATH });
      try {
        const pending = openPendingSignIn(stateSecret, cookie);
        if (!pending) throw new OidcSignInRefused('no sign-in in progress in this browser, or it expired');
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const identity = await completeOidcSignIn(settings, new URL(`${redirectUri()}${query}`), pending);
        const userId = await resolveOidcUser(app.db, identity);
        if (request.auth) {
          await endSession(app.db, request.auth.sessionIdHash);
          app.authCache.forgetSession(request.auth.sessionIdHash);
        }
        const token = await startSession(app.db, userId, request.headers['user-agent'] ?? null);
        setSessionCookie(app, reply, token);
        reply.clearCookie(PRE_SESSION_COOKIE, { path: '/' });
        return reply.redirect(pending.returnTo);
      } catch (error) {
        logFailure(request.log, error);
        return reply.redirect(FAILED_SIGN_IN);
      }
    },
  );
};
