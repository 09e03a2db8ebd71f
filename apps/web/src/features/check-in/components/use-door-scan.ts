import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TScanAnswer } from '@usher/contract/check-in';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { checkInScannedCode, newScan, type TCheckIn, type TScan } from '../api/check-in-scanned-code';
import { checkInKeys } from '../api/check-in-keys';
import { getDeviceId } from '../api/device-id';
import type { TDoorDate } from '../offline/door-db';
import { answerOffline } from '../offline/offline-answer';
import { createRepeatGuard } from './repeat-guard';

export type TDoorScanState =
  | { step: 'scanning' }
  | { step: 'checking' }
  /** `id` tells one answer from the next, so continuous mode shows each for its own 2 s. */
  | { step: 'answered'; id: number; answer: TScanAnswer; isOffline: boolean }
  | { step: 'not-recognised'; id: number; isOffline: boolean }
  /** No answer even after the automatic retries; Try again sends the same scan (same nonce) once more. */
  | { step: 'failed'; id: number; scan: TScan; message: string; canRetry: boolean };

/** Continuous mode shows each answer this long, then the screen is ready for the next guest. */
export const CONTINUOUS_ANSWER_MS = 2000;

/** 404 is the server's 'QR code not recognised…' (an unknown code, another organiser's, or not a ticket code). */
const isNotRecognised = (error: unknown) => isApiError(error) && error.status === 404;
const isConnectionFault = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500);

type DoorScanOptions = {
  /** The date's offline copy on this device, if prepared: scans are answered from it when the network fails. */
  offlineDate: TDoorDate | null;
  /** Each answer shows for 2 s with no dialog, and the camera keeps reading. */
  isContinuous: boolean;
  /** Where a scan is sent: the organiser's date by default, a door link's routes on the crew's phone. */
  checkIn?: TCheckIn;
};

/**
 * What happens to each code read at the door: one check-in per scan, answered in the order scanned (a scanner
 * may send three a second), by the server, or by the device's copy when offline.
 */
export function useDoorScan(eventId: string, { offlineDate, isContinuous, checkIn }: DoorScanOptions) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TDoorScanState>({ step: 'scanning' });
  // The camera reports codes outside React's render, so whether a result is open is kept in a ref too.
  const isBusy = useRef(false);
  const repeatGuard = useRef(createRepeatGuard());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(0);
  const options = useRef({ offlineDate, isContinuous, checkIn });
  useEffect(() => {
    options.current = { offlineDate, isContinuous, checkIn };
  });

  const answerHere = useCallback(
    async (date: TDoorDate, scan: TScan) => {
      const offline = await answerOffline(date, { ...scan, deviceId: getDeviceId(), scannedAt: new Date() });
      const id = (nextId.current += 1);
      setState(
        offline.kind === 'answered'
          ? { step: 'answered', id, answer: offline.answer, isOffline: true }
          : { step: 'not-recognised', id, isOffline: true },
      );
      // The copy's own key: the date's id on the organiser's door, the link's on the crew's phone.
      void queryClient.invalidateQueries({ queryKey: checkInKeys.offline(date.eventId) });
    },
    [queryClient],
  );

  const check = useCallback(
    async (scan: TScan) => {
      const date = options.current.offlineDate;
      if (!options.current.isContinuous) setState({ step: 'checking' });
      if (date && !navigator.onLine) return answerHere(date, scan);
      try {
        // With a copy on the device there is no waiting for retries: the copy answers at once.
        const delays = date ? [] : undefined;
        const send = options.current.checkIn;
        const answer = await (send ? send(scan, delays) : checkInScannedCode(eventId, scan, delays));
        setState({ step: 'answered', id: (nextId.current += 1), answer, isOffline: false });
        void queryClient.invalidateQueries({ queryKey: checkInKeys.event(eventId) });
      } catch (error) {
        const id = (nextId.current += 1);
        if (date && isConnectionFault(error)) await answerHere(date, scan);
        else if (isNotRecognised(error)) setState({ step: 'not-recognised', id, isOffline: false });
        else
          setState({
            step: 'failed',
            id,
            scan,
            message: errorMessage(error),
            canRetry: isConnectionFault(error),
          });
      }
    },
    [eventId, queryClient, answerHere],
  );

  const send = useCallback(
    (scan: TScan) => {
      isBusy.current = !options.current.isContinuous;
      const run = queue.current.then(() => check(scan));
      queue.current = run.catch(() => {});
      return run;
    },
    [check],
  );

  /** A code from the camera; repeats of the ticket still in view are ignored. */
  const onCameraCode = useCallback(
    (code: string) => {
      if (isBusy.current || repeatGuard.current.isRepeat(code)) return;
      void send(newScan(code));
    },
    [send],
  );

  /** A code from a chosen image or a hardware scanner: the user asked for it, so it is checked even if just scanned. */
  const onCode = useCallback((code: string) => void send(newScan(code)), [send]);

  const onUnreadableImage = useCallback(() => {
    isBusy.current = true;
    setState({ step: 'not-recognised', id: (nextId.current += 1), isOffline: false });
  }, []);

  const retry = useCallback(() => {
    if (state.step === 'failed') void send(state.scan);
  }, [send, state]);

  const close = useCallback(() => {
    isBusy.current = false;
    repeatGuard.current.restart();
    setState({ step: 'scanning' });
  }, []);

  const answerId = 'id' in state ? state.id : null;
  useEffect(() => {
    if (!isContinuous || answerId === null) return;
    const timer = setTimeout(close, CONTINUOUS_ANSWER_MS);
    return () => clearTimeout(timer);
  }, [isContinuous, answerId, close]);

  return { state, onCameraCode, onCode, onUnreadableImage, retry, close };
}
