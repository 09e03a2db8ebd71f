import type { PaymentProvider } from './payment-provider';

/**
 * Usher's own test payment page (issue 16 §2), used when no provider is configured: the customer "pays" on
 * `/pay/test/{orderId}` ("Test payment — no money moves"), whose buttons call the test-payments API. No money
 * moves, so a refund has nothing to do, nor has closing a payment. `publicUrl` is read at each payment, as the app knows it then.
 */
export function createTestPaymentProvider(config: { readonly publicUrl: string }): PaymentProvider {
  return {
    name: 'test',
    async createPayment(request) {
      return {
        sessionId: `test_${request.orderId}`,
        url: `${config.publicUrl}/pay/test/${request.orderId}`,
      };
    },
    async refund() {},
    // The test page takes no payment for an order that is no longer pending: nothing stays open to close.
    async expirePayment() {},
  };
}
