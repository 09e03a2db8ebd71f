import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '@usher/contract/storage';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { DatabaseKind } from './db/connect';
import { registerAuth } from './plugins/auth';
import { AuthCache } from './plugins/auth-cache';
import { registerDraining } from './plugins/draining';
import { registerHealthRoute } from './plugins/health';
import { answerRouterError, answerUnparsableRequest, registerErrorHandler } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { localBroadcast, redisBroadcast, type Broadcast } from './plugins/broadcast';
import { registerRateLimit } from './plugins/rate-limit';
import { connectRedis } from './plugins/redis';
import { registerSecurityHeaders } from './plugins/security-headers';
import { loadOrCreateSecret } from './plugins/secrets';
import { registerWebApp } from './plugins/web-app';
import { zodCompilers } from './plugins/zod-compilers';
import { authRoutes } from './modules/auth/auth.routes';
import { resolveRequestAuth } from './modules/auth/request-auth.service';
import { SESSION_COOKIE } from './modules/auth/session.service';
import { askAsBrowser, signedInSession } from './modules/auth/page-session';
import { oidcRoutes } from './modules/auth/oidc.routes';
import { userRoutes } from './modules/auth/user.routes';
import { organisationRoutes } from './modules/organisations/organisation.routes';
import { publicOrganisationRoutes } from './modules/events/public-organisation.routes';
import { createFileStore, LOCAL_UPLOADS_PREFIX, type FileStore } from './modules/storage/file-store.service';
import { storageRoutes } from './modules/storage/storage.routes';
import { activityRoutes } from './modules/activities/activity.routes';
import { shareLinkRoutes, shortLinkRedirectRoutes } from './modules/activities/share-link.routes';
import { eventRoutes } from './modules/events/event.routes';
import { publicEventRoutes } from './modules/events/public-event.routes';
import { startPublicEventPages } from './modules/events/public-event-pages';
import { embedScriptRoutes } from './modules/embed/embed-script.routes';
import { describePublicPage } from './modules/events/public-page.service';
import { publicTicketRoutes } from './modules/orders/public-ticket.routes';
import { describeTicketPage } from './modules/orders/public-ticket-page.service';
import { ticketVariantRoutes } from './modules/ticket-variants/ticket-variant.routes';
import { devMailboxRoutes } from './modules/delivery/dev-mailbox.routes';
import { mailingListRoutes } from './modules/mailing-lists/mailing-list.routes';
import { mailingRoutes } from './modules/mailing/mailing-send.routes';
import { publicUnsubscribeRoutes } from './modules/mailing/unsubscribe.routes';
import { idleDeliveryQueue, type DeliveryQueue } from './modules/delivery/delivery.worker';
import { checkInRoutes } from './modules/check-in/check-in.routes';
import { offlineCheckInRoutes } from './modules/check-in/offline-check-in.routes';
import { orderRoutes } from './modules/orders/order.routes';
import { promoCodeRoutes } from './modules/promo-codes/promo-code.routes';
import { publicPromoRoutes } from './modules/promo-codes/public-promo.routes';
import { publicHoldRoutes } from './modules/orders/public-hold.routes';
import { publicWaitlistRoutes } from './modules/waitlist/public-waitlist.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { checkoutRoutes } from './modules/orders/checkout.routes';
import { publicOrderRoutes } from './modules/orders/public-order.routes';
import { testPaymentRoutes } from './modules/orders/test-payment.routes';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { createPaymentProvider } from './modules/payments/payment-providers';
import { stripeWebhookRoutes } from './modules/orders/stripe-webhook.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { organiserOrderRoutes } from './modules/orders/organiser-orders.routes';
import { apiKeyRoutes } from './modules/api-keys/api-key.routes';
import { apiV1Routes } from './modules/api-keys/api-v1.routes';
import { doorLinkRoutes } from './modules/door-links/door-link.routes';
import { doorRoutes } from './modules/door-links/door.routes';
import { webhookRoutes } from './modules/webhooks/webhook.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    databaseKind: DatabaseKind;
    fileStore: FileStore;
    /** Hands committed outbox messages to the delivery worker (idle when none runs: the next one sends them). */
    delivery: DeliveryQueue;
    /** Where customers pay online: Stripe when configured, else the built-in test payment page. */
    payments: PaymentProvider;
    /** Messages to every process of the installation (through Redis when configured). */
    broadcast: Broadcast;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  databaseKind: DatabaseKind;
  logger?: boolean | object;
  /** The delivery worker, stopped when the app closes; `server.ts` starts it. */
  delivery?: DeliveryQueue;
  /** The payment provider; by default the one the config names (`createPaymentProvider`). */
  payments?: PaymentProvider;
};

/** Builds the whole app on a migrated database; `server.ts` listens, tests call it over HTTP. */
export async function buildApp({
  config,
  db,
  databaseKind,
  logger = false,
  delivery = idleDeliveryQueue,
  payments = createPaymentProvider(config),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerUnparsableRequest,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('databaseKind', databaseKind);
  app.decorate('fileStore', createFileStore(config));
  app.decorate('delivery', delivery);
  app.decorate('payments', payments);
  app.addHook('onClose', () => delivery.stop());

  registerErrorHandler(app);
  registerDraining(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const redis = config.redis && (await connectRedis(config.redis, app.log));
  if (redis) app.addHook('onClose', async () => redis.close());
  app.decorate('broadcast', redis ? redisBroadcast(redis, app.log) : localBroadcast());
  await registerRateLimit(app, redis);
  await registerOpenApi(app);
  const csrfSecret = await loadOrCreateSecret(db, 'csrf');
  registerAuth(
    app,
    csrfSecret,
    {
      cookieName: SESSION_COOKIE,
      resolve: (token) => resolveRequestAuth(db, token),
    },
    new AuthCache(config.authCacheMs),
  );

  registerHealthRoute(app);
  await app.register(authRoutes, { prefix: '/api/auth', csrfSecret });
  await app.register(oidcRoutes, { prefix: '/api/auth/oidc' });
  await app.register(userRoutes, { prefix: '/api/client' });
  await app.register(organisationRoutes, { prefix: '/api/client' });
  await app.register(storageRoutes, { prefix: '/api/client' });
  await app.register(activityRoutes, { prefix: '/api/client' });
  await app.register(shareLinkRoutes, { prefix: '/api/client' });
  await app.register(eventRoutes, { prefix: '/api/client' });
  await app.register(ticketVariantRoutes, { prefix: '/api/client' });
  await app.register(checkInRoutes, { prefix: '/api/client' });
  await app.register(offlineCheckInRoutes, { prefix: '/api/client' });
  await app.register(orderRoutes, { prefix: '/api/client' });
  await app.register(promoCodeRoutes, { prefix: '/api/client' });
  await app.register(devMailboxRoutes, { prefix: '/api/client' });
  await app.register(mailingListRoutes, { prefix: '/api/client' });
  await app.register(mailingRoutes, { prefix: '/api/client' });
  const publicPages = await startPublicEventPages(app);
  await app.register(publicOrganisationRoutes, { prefix: '/api/public', pages: publicPages.organisations });
  await app.register(publicEventRoutes, { prefix: '/api/public', pages: publicPages });
  await app.register(publicPromoRoutes, { prefix: '/api/public' });
  await app.register(publicHoldRoutes, { prefix: '/api/public' });
  await app.register(publicTicketRoutes, { prefix: '/api/public' });
  await app.register(publicUnsubscribeRoutes, { prefix: '/api/public' });
  await app.register(checkoutRoutes, { prefix: '/api/public' });
  await app.register(publicOrderRoutes, { prefix: '/api/public' });
  await app.register(testPaymentRoutes, { prefix: '/api/public' });
  await app.register(stripeWebhookRoutes, { prefix: '/api/payments' });
  await app.register(paymentRoutes, { prefix: '/api/client' });
  await app.register(organiserOrderRoutes, { prefix: '/api/client' });
  await app.register(apiKeyRoutes, { prefix: '/api/client' });
  await app.register(apiV1Routes, { prefix: '/api/v1' });
  await app.register(webhookRoutes, { prefix: '/api/client' });
  await app.register(doorLinkRoutes, { prefix: '/api/client' });
  await app.register(doorRoutes, { prefix: '/api/door' });
  await app.register(waitlistRoutes, { prefix: '/api/client' });
  await app.register(publicWaitlistRoutes, { prefix: '/api/public' });
  await app.register(shortLinkRedirectRoutes);
  await app.register(embedScriptRoutes);
  await registerWebApp(app, {
    uploadsPrefix: LOCAL_UPLOADS_PREFIX,
    describePage: (path) =>
      path.startsWith('/t/')
        ? describeTicketPage(db, config.publicUrl, path)
        : describePublicPage(db, publicPages.events, path),
    signedInSession: (request) => signedInSession(app, request),
    askAsBrowser: (request, url) => askAsBrowser(app, request, url),
  });
  return app;
}
