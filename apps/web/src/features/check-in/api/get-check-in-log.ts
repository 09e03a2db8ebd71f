import { useInfiniteQuery } from '@tanstack/react-query';
import type { TCheckInLogResponse } from '@usher/contract/check-in-log';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

export function getCheckInLog(eventId: string, after: string | null): Promise<TCheckInLogResponse> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return api.get<TCheckInLogResponse>(`/api/client/check-in/${encodeURIComponent(eventId)}/log${query}`);
}

/** The date's check-in log, newest first, 100 entries a page; older pages follow by the server's cursor. */
export function useCheckInLog(eventId: string) {
  return useInfiniteQuery({
    queryKey: checkInKeys.log(eventId),
    queryFn: ({ pageParam }) => getCheckInLog(eventId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
