import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TApiKeyScope } from '@usher/contract/api-keys';
import { MESSAGES } from '@usher/contract/messages';
import { AppError, forbidden } from '../../errors';
import { RATE_LIMIT_WINDOW_MS } from '../../plugins/rate-limit';
import type { OrganiserScope } from '../../plugins/scope';
import { findLiveKeyByHash, touchApiKey } from './api-key.repository';
import { hashApiKey, isApiKeyShaped } from './api-key.secret';

/** Who an `/api/v1` request acts for: the organiser of its key, as the user who made the key. */
export type ApiKeyContext = {
  id: string;
  organizationId: string;
  userId: string;
  keyPrefix: string;
  scopes: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKeyContext | null;
  }
  interface FastifyContextConfig {
    /** The scope an `/api/v1` route needs of the request's key. */
    apiScope?: TApiKeyScope;
  }
}

const LAST_USED_STEP_MS = 60 * 1000;

/** The key of an `Authorization: Bearer …` header; null when there is no such header. */
function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/**
 * Authenticates every request of the plugin it is registered in by its API key alone: no cookie is read and no
 * CSRF token asked (the session hook leaves `/api/v1` alone). The key is looked up on every request, never
 * remembered, so a revoked key is refused at once by every process. Then the key's budget
 * (`RATE_LIMIT_API_PER_MINUTE`, counted where the rate-limit plugin counts: memory, or Redis when shared), and
 * the route's scope.
 */
export function registerApiKeyAuth(app: FastifyInstance): void {
  app.decorateRequest('apiKey', null);
  const perMinute = app.config.apiKeyRequestsPerMinute;
  const checkBudget =
    perMinute > 0
      ? app.createRateLimit({
          keyGenerator: (request: FastifyRequest) => `api-key:${request.apiKey?.id}`,
          max: perMinute,
          timeWindow: RATE_LIMIT_WINDOW_MS,
          allowList: () => false,
        })
      : null;

  app.addHook('onRequest', async (request) => {
    const key = bearerOf(request.headers.authorization);
    if (key === null) throw new AppError(401, MESSAGES.apiKeyRequired);
    const row = isApiKeyShaped(key) ? await findLiveKeyByHash(app.db, hashApiKey(key)) : undefined;
    if (!row) throw new AppError(401, MESSAGES.apiKeyInvalid);
    request.apiKey = {
      id: row.id,
      organizationId: row.organization_id,
      userId: row.created_by,
      keyPrefix: row.key_prefix,
      scopes: row.scopes,
    };
    if (checkBudget) {
      const verdict = await checkBudget(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw new AppError(429, MESSAGES.tooManyRequests);
    }
    const needed = request.routeOptions.config.apiScope;
    if (needed && !row.scopes.includes(needed)) throw forbidden(MESSAGES.apiKeyScopeMissing(needed));
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() >= LAST_USED_STEP_MS) {
      await touchApiKey(app.db, row.id);
    }
  });
}

/** The organiser scope an authenticated `/api/v1` request acts in. */
export function apiScopeOf(app: FastifyInstance, request: FastifyRequest): OrganiserScope {
  const key = request.apiKey;
  if (!key) throw new AppError(401, MESSAGES.apiKeyInvalid);
  return {
    db: app.db,
    organizationId: key.organizationId,
    userId: key.userId,
    publicUrl: app.config.publicUrl,
  };
}
