import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TByEventRecipientsRequest, TByEventRecipientsResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

export function getByEventRecipients(
  request: TByEventRecipientsRequest,
): Promise<TByEventRecipientsResponse> {
  return api.post<TByEventRecipientsResponse>('/api/client/mailing/by-event-recipients', request);
}

export function getByEventRecipientsQueryOptions(request: TByEventRecipientsRequest) {
  return queryOptions({
    queryKey: messagingKeys.byEventRecipients(request),
    queryFn: () => getByEventRecipients(request),
    staleTime: 0,
  });
}

/** How many guests the dialog's choice reaches; the last count stays while a new choice loads. */
export function useByEventRecipients(request: TByEventRecipientsRequest) {
  return useQuery({ ...getByEventRecipientsQueryOptions(request), placeholderData: keepPreviousData });
}
