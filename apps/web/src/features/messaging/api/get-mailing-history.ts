import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THistoryResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

/** Often enough to watch the counts move while the workers send, rarely enough to cost nothing. */
const POLL_MS = 3000;

export function getMailingHistory(): Promise<THistoryResponse> {
  return api.get<THistoryResponse>('/api/client/mailing/history');
}

export function getMailingHistoryQueryOptions() {
  return queryOptions({ queryKey: messagingKeys.history(), queryFn: getMailingHistory });
}

/** A send still pending or waiting for its time keeps the history refreshing; a settled history stays still. */
export function hasSendsInFlight(history: THistoryResponse | undefined): boolean {
  return Boolean(history?.sends.some((send) => send.pending > 0 || send.status === 'scheduled'));
}

export function useMailingHistory() {
  return useQuery({
    ...getMailingHistoryQueryOptions(),
    refetchInterval: (query) => (hasSendsInFlight(query.state.data) ? POLL_MS : false),
  });
}
