import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZStripeConnectResponse } from '@usher/contract/sales';
import { api } from '../../../lib/api-client';

type TStripeConnectResponse = z.infer<typeof ZStripeConnectResponse>;

/** Where the organiser goes to connect its own Stripe account (Stripe's hosted onboarding). */
export function connectStripe(): Promise<TStripeConnectResponse> {
  return api.post<TStripeConnectResponse>('/api/client/payments/stripe/connect');
}

export function useConnectStripe() {
  return useMutation({ mutationFn: connectStripe });
}
