import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { TDoorStartResponse } from '@usher/contract/door';
import { MESSAGES } from '@usher/contract/messages';
import { notifySuccess } from '../../../lib/notify';
import { checkInKeys } from '../api/check-in-keys';
import { crewCopyId, crewDoorSource, prepareCrewCopy } from './crew-copy';
import { canGoOffline, type TDoorDate } from './door-db';
import type { TDoorSource } from './door-source';
import { doorStatusQueryOptions } from './use-door-offline';
import { useIsOnline } from './use-is-online';

/**
 * The crew's offline copy (issue 30 §2): downloaded once the door is open and online, then kept in step by the
 * door's banner through the link's routes. Answers where the copy syncs (null until known, or where offline is
 * impossible) and the copy itself (null until downloaded).
 */
export function useCrewOffline(
  token: string,
  session: TDoorStartResponse | null,
  onClosed: (message: string) => void,
): { source: TDoorSource | null; offlineDate: TDoorDate | null } {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const copyId = useQuery({
    queryKey: checkInKeys.doorCopyId(token),
    queryFn: () => crewCopyId(token),
    enabled: canGoOffline(),
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
  }).data;
  const source = useMemo(
    () => (copyId ? crewDoorSource(token, copyId, onClosed) : null),
    [token, copyId, onClosed],
  );
  const status = useQuery({ ...doorStatusQueryOptions(copyId ?? ''), enabled: copyId !== undefined });
  const isPreparing = useRef(false);

  const hasNoCopy = status.data !== undefined && status.data.date === null;
  useEffect(() => {
    if (!session || !source || !isOnline || !hasNoCopy || isPreparing.current) return;
    isPreparing.current = true;
    prepareCrewCopy(source, session)
      .then(({ tickets }) => notifySuccess(MESSAGES.preparedOffline(tickets)))
      // A failed download leaves the door online only; the next start or reload tries again.
      .catch(() => undefined)
      .finally(() => {
        isPreparing.current = false;
        void queryClient.invalidateQueries({ queryKey: checkInKeys.offline(source.copyId) });
      });
  }, [session, source, isOnline, hasNoCopy, queryClient]);

  return { source, offlineDate: status.data?.date ?? null };
}
