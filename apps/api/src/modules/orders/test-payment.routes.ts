import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrderIdParams, ZPublicOrder } from '@usher/contract/checkout';
import { ZErrorResponse } from '@usher/contract/errors';
import { notFound } from '../../errors';
import { abandonOrderPayment, confirmOrderPaid } from './order-payment.service';
import { paymentScopeOf } from './payment-scope';
import { getPublicOrder } from './public-order.service';

/**
 * The built-in test payment page's buttons (issue 16 §2), there only while no real provider is configured: Pay
 * confirms the order's payment as a provider's webhook would, Cancel abandons it. Both answer the order.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (app.config.stripe !== null) throw notFound();
  });

  const schema = (summary: string) => ({
    tags: ['public'],
    summary,
    params: ZOrderIdParams,
    response: { 200: ZPublicOrder, 404: ZErrorResponse },
  });

  app.post(
    '/test-payments/:orderId/pay',
    { schema: schema('Pay an order on the test payment page (no money moves; 404 with a real provider)') },
    async (request) => {
      const { orderId } = request.params;
      const outcome = await confirmOrderPaid(paymentScopeOf(app), {
        orderId,
        provider: 'test',
        sessionId: `test_${orderId}`,
        paymentIntentId: null,
      });
      if (outcome === 'not-found') throw notFound();
      return getPublicOrder(app.db, app.config.publicUrl, orderId);
    },
  );

  app.post(
    '/test-payments/:orderId/cancel',
    { schema: schema("Abandon an order's payment on the test payment page, freeing its places") },
    async (request) => {
      await abandonOrderPayment(paymentScopeOf(app), { orderId: request.params.orderId });
      return getPublicOrder(app.db, app.config.publicUrl, request.params.orderId);
    },
  );
};
