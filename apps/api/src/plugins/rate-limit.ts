import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@usher/contract/messages';
import { AppError } from '../errors';
import { addressBlock } from './client-address';
import type { SharedRedis } from './redis';

export const RATE_LIMIT_WINDOW_MS = 60 * 1000;

type Budget = 'public' | 'pdf' | 'promo';

/** Requests being counted against the promo budget by a route itself (`drawOnPromoBudget`). */
const promoDraws = new WeakSet<FastifyRequest>();

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a request against its address's promo budget (`RATE_LIMIT_PROMO_PER_MINUTE`), the one the public
     * promo check draws on, and refuses it (429) once that is spent: for a route that tries a code only
     * sometimes, known once its body is read (a checkout with a code, issue 28 §4).
     */
    drawOnPromoBudget(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Which per-address budget a route draws on: the pages anyone may open without signing in (public event,
 * activity, organiser and ticket, short links, the session check every page load makes), and apart from them
 * the ticket PDF, which costs ten times the CPU, and the promo code check, which must not let codes be guessed.
 * Signed-in routes have none: each needs a session.
 */
function budgetOf(request: FastifyRequest): Budget | null {
  if (promoDraws.has(request)) return 'promo';
  const route = request.routeOptions.url ?? '';
  if (route.startsWith('/api/public/') && route.endsWith('/pdf')) return 'pdf';
  // Trying promo codes on the public page: kept low so codes cannot be found by guessing.
  if (route.startsWith('/api/public/') && route.endsWith('/promo')) return 'promo';
  // Starting a door link's session tries its PIN: a public write, whatever its own lockout per link.
  const isDoorStart = route.startsWith('/api/door/') && route.endsWith('/start');
  if (
    route.startsWith('/api/public/') ||
    route.startsWith('/s/') ||
    route === '/api/auth/session' ||
    isDoorStart
  ) {
    return 'public';
  }
  return null;
}

/**
 * Per-address limits on public routes, counted in memory by each process, or in Redis when the installation
 * has one, so N processes allow the limit once, not N times. Never in the database: a write per read would
 * cost more than the reads it protects. While Redis is down the limits are skipped (never a 500): they guard
 * CPU, and refusing every customer would be worse than a minute without them.
 */
export async function registerRateLimit(app: FastifyInstance, redis: SharedRedis | null): Promise<void> {
  const { publicPerMinute, pdfPerMinute, promoPerMinute } = app.config.rateLimit;
  const maxOf = (budget: Budget | null) =>
    budget === 'pdf' ? pdfPerMinute : budget === 'promo' ? promoPerMinute : publicPerMinute;
  await app.register(fastifyRateLimit, {
    global: true,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    cache: 10_000,
    ...(redis && {
      redis: redis.commands,
      nameSpace: `${redis.keyPrefix}rate-limit:`,
      skipOnError: true,
    }),
    keyGenerator: (request) => `${budgetOf(request)}:${addressBlock(request.ip)}`,
    allowList: (request) => {
      const budget = budgetOf(request);
      return budget === null || maxOf(budget) === 0;
    },
    max: (request) => maxOf(budgetOf(request)),
    errorResponseBuilder: () => new AppError(429, MESSAGES.tooManyRequests),
  });
  // The global limiter's own store and settings: the same counter as the promo check's, in Redis when shared.
  const check = app.createRateLimit();
  app.decorate('drawOnPromoBudget', async (request: FastifyRequest) => {
    promoDraws.add(request);
    try {
      const verdict = await check(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw new AppError(429, MESSAGES.tooManyRequests);
    } finally {
      promoDraws.delete(request);
    }
  });
}
