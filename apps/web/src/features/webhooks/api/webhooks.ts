import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreatedWebhook,
  TCreateWebhookRequest,
  TWebhookDeliveryList,
  TWebhookList,
} from '@usher/contract/webhooks';
import { api } from '../../../lib/api-client';

export const webhookKeys = {
  list: () => ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

const path = (id: string) => `/api/client/webhooks/${encodeURIComponent(id)}`;

export function getWebhooksQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: () => api.get<TWebhookList>('/api/client/webhooks'),
  });
}

export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}

/** The newest page of a webhook's attempts. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => api.get<TWebhookDeliveryList>(`${path(id)}/deliveries`),
  });
}

/** 400 with `errors.url` for a URL that is not https or points inside a network; the answer carries the secret. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateWebhookRequest) => api.post<TCreatedWebhook>('/api/client/webhooks', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ result: boolean }>(`${path(id)}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useRedeliver(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<{ result: boolean }>(
        `${path(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
