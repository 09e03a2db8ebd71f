import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { checkInKeys } from '../api/check-in-keys';
import { getDoorDate, listConflicts, queueLength } from './door-store';
import type { TDoorSource } from './door-source';
import { DoorRoleLostError, syncDoorDate, wipeOverDates } from './door-sync';
import { useIsOnline } from './use-is-online';

/** While online a prepared date is brought up to date this often (its queue sent, then what changed). */
export const DOOR_SYNC_MS = 5000;

async function readDoorStatus(eventId: string) {
  await wipeOverDates();
  const [date, queued, conflicts] = await Promise.all([
    getDoorDate(eventId),
    queueLength(eventId),
    listConflicts(eventId),
  ]);
  return { date: date ?? null, queued, conflicts };
}

export function doorStatusQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.offline(eventId),
    queryFn: () => readDoorStatus(eventId),
    // The device's own database answers with or without a network.
    networkMode: 'always',
    staleTime: 0,
    // IndexedDB refused (private browsing, an old browser) stays refused: the date is simply not prepared.
    retry: false,
  });
}

/** What this device holds of the date; null date when it was not prepared (or IndexedDB is refused). */
export function useDoorStatus(eventId: string) {
  return useQuery(doorStatusQueryOptions(eventId));
}

/**
 * Keeps a prepared copy in step while the page is open and online: at once when the network comes back, then
 * every few seconds. Mounted once per door screen (by its banner).
 */
export function useDoorSync(source: TDoorSource, isPrepared: boolean) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  // A screen may hand a new source object at each render: the sync restarts only for another copy.
  const latestSource = useRef(source);
  useEffect(() => {
    latestSource.current = source;
  });
  const eventId = source.copyId;
  useEffect(() => {
    if (!isPrepared || !isOnline) return;
    let isLive = true;
    const sync = () =>
      syncDoorDate(latestSource.current)
        .then((sent) => {
          // Scans made offline went to the server: the door staff hear that they counted.
          if (sent > 0) notifySuccess(MESSAGES.doorScansSent(sent));
        })
        .catch((error: unknown) => {
          if (error instanceof DoorRoleLostError) notifyError(MESSAGES.doorRoleLost);
        })
        .finally(() => {
          if (isLive) void queryClient.invalidateQueries({ queryKey: checkInKeys.offline(eventId) });
        });
    void sync();
    const timer = setInterval(() => void sync(), DOOR_SYNC_MS);
    return () => {
      isLive = false;
      clearInterval(timer);
    };
  }, [eventId, isPrepared, isOnline, queryClient]);
}
