import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDevMailboxResponse } from '@usher/contract/messaging';
import { api, isApiError } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

/** Often enough that a ticket just issued shows up while the organiser is still looking. */
const POLL_MS = 3000;

export function getDevMailbox(): Promise<TDevMailboxResponse> {
  return api.get<TDevMailboxResponse>('/api/client/dev-mailbox');
}

export function getDevMailboxQueryOptions() {
  return queryOptions({ queryKey: messagingKeys.devMailbox(), queryFn: getDevMailbox, staleTime: 0 });
}

/** The server answers 404 when SMTP or SMS is configured: messages are really sent, there is no mailbox. */
export function isDevMailboxOff(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useDevMailbox() {
  return useQuery({
    ...getDevMailboxQueryOptions(),
    refetchInterval: (query) => (isDevMailboxOff(query.state.error) ? false : POLL_MS),
  });
}
