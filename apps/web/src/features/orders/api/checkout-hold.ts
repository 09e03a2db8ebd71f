import { useMutation } from '@tanstack/react-query';
import type { TCheckoutRequest, TCheckoutResponse } from '@usher/contract/checkout';
import { api } from '../../../lib/api-client';

/**
 * 201 the order with where to pay (null when its total is 0, then paid at once); 400 with field messages;
 * 409 when the hold ended or was checked out, or the code is used up; 503 when payment could not start.
 */
export function checkoutHold(holdId: string, body: TCheckoutRequest): Promise<TCheckoutResponse> {
  return api.post<TCheckoutResponse>(`/api/public/holds/${encodeURIComponent(holdId)}/checkout`, body);
}

export function useCheckoutHold(holdId: string) {
  return useMutation({ mutationFn: (body: TCheckoutRequest) => checkoutHold(holdId, body) });
}
