import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { TScanAnswer } from '@usher/contract/check-in';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { checkInScannedCode, newScan, type TScan } from '../api/check-in-scanned-code';
import { checkInKeys } from '../api/check-in-keys';
import { createRepeatGuard } from './repeat-guard';

export type TDoorScanState =
  | { step: 'scanning' }
  | { step: 'checking' }
  | { step: 'answered'; answer: TScanAnswer }
  | { step: 'not-recognised' }
  /** No answer even after the automatic retries; Try again sends the same scan (same nonce) once more. */
  | { step: 'failed'; scan: TScan; message: string; canRetry: boolean };

/** 404 is the server's 'QR code not recognised…' (an unknown code, another organiser's, or not a ticket code). */
const isNotRecognised = (error: unknown) => isApiError(error) && error.status === 404;
const isConnectionFault = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500);

/** What happens to each code read at the door: one check-in call per scan, one result on screen at a time. */
export function useDoorScan(eventId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TDoorScanState>({ step: 'scanning' });
  // The camera reports codes outside React's render, so whether a result is open is kept in a ref too.
  const isBusy = useRef(false);
  const repeatGuard = useRef(createRepeatGuard());

  const send = useCallback(
    async (scan: TScan) => {
      isBusy.current = true;
      setState({ step: 'checking' });
      try {
        const answer = await checkInScannedCode(eventId, scan);
        setState({ step: 'answered', answer });
        void queryClient.invalidateQueries({ queryKey: checkInKeys.event(eventId) });
      } catch (error) {
        if (isNotRecognised(error)) setState({ step: 'not-recognised' });
        else
          setState({
            step: 'failed',
            scan,
            message: errorMessage(error),
            canRetry: isConnectionFault(error),
          });
      }
    },
    [eventId, queryClient],
  );

  /** A code from the camera; repeats of the ticket still in view are ignored. */
  const onCameraCode = useCallback(
    (code: string) => {
      if (isBusy.current || repeatGuard.current.isRepeat(code)) return;
      void send(newScan(code));
    },
    [send],
  );

  /** A code from a chosen image: the user asked for it, so it is checked even if just scanned. */
  const onImageCode = useCallback((code: string) => void send(newScan(code)), [send]);

  const onUnreadableImage = useCallback(() => {
    isBusy.current = true;
    setState({ step: 'not-recognised' });
  }, []);

  const retry = useCallback(() => {
    if (state.step === 'failed') void send(state.scan);
  }, [send, state]);

  const close = useCallback(() => {
    isBusy.current = false;
    repeatGuard.current.restart();
    setState({ step: 'scanning' });
  }, []);

  return { state, onCameraCode, onImageCode, onUnreadableImage, retry, close };
}
