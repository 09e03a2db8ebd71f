import { useCallback, useEffect, useRef, useState } from 'react';
import type { Html5Qrcode, Html5QrcodeScannerState } from 'html5-qrcode';
import { readQrImageWithJsQr } from './read-qr-image';

type Scanner = { qr: Html5Qrcode; states: typeof Html5QrcodeScannerState };

/** §9: the rear camera, 10 frames per second, a 250 by 250 scan box. */
const REAR_CAMERA = { facingMode: 'environment' };
const SCAN_CONFIG = { fps: 10, qrbox: { width: 250, height: 250 } };

type QrCameraOptions = {
  /** The element html5-qrcode draws the video into; React must render nothing inside it. */
  elementId: string;
  isCameraOn: boolean;
  /** While a result is shown the camera freezes, so no other ticket is read meanwhile. */
  isPaused: boolean;
  onCode: (code: string) => void;
  onCameraError: () => void;
};

/**
 * The camera and image reader of the scan screen. html5-qrcode (with its QR decoder, the largest library of the
 * app) is imported here only, on first use, so no other screen downloads it.
 */
export function useQrCamera({ elementId, isCameraOn, isPaused, onCode, onCameraError }: QrCameraOptions) {
  const scanner = useRef<Promise<Scanner> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const handlers = useRef({ onCode, onCameraError });
  const [isLive, setLive] = useState(false);

  useEffect(() => {
    handlers.current = { onCode, onCameraError };
  });

  /** html5-qrcode refuses a call while another is under way (a start while stopping), so calls wait their turn. */
  const enqueue = useCallback(
    <T>(task: (scanner: Scanner) => T | Promise<T>): Promise<T> => {
      scanner.current ??= import('html5-qrcode').then(
        (library) => ({
          qr: new library.Html5Qrcode(elementId, {
            verbose: false,
            formatsToSupport: [library.Html5QrcodeSupportedFormats.QR_CODE],
            // The phone's own barcode reader (Android Chrome) where there is one: faster and surer than ZXing.
            experimentalFeatures: { useBarCodeDetectorIfSupported: true },
          }),
          states: library.Html5QrcodeScannerState,
        }),
        (error: unknown) => {
          // A download cut short: let the next attempt fetch the library again.
          scanner.current = null;
          throw error;
        },
      );
      const loading = scanner.current;
      const run = queue.current.then(() => loading).then(task);
      queue.current = run.catch(() => {});
      return run;
    },
    [elementId],
  );

  useEffect(() => {
    if (!isCameraOn) return;
    let isWanted = true;
    enqueue(async ({ qr }) => {
      if (!isWanted) return;
      await qr.start(REAR_CAMERA, SCAN_CONFIG, (code) => handlers.current.onCode(code), undefined);
      if (isWanted) setLive(true);
    }).catch(() => {
      if (isWanted) handlers.current.onCameraError();
    });
    return () => {
      isWanted = false;
      setLive(false);
      enqueue(({ qr, states }) => (qr.getState() === states.NOT_STARTED ? undefined : qr.stop())).catch(
        () => {},
      );
    };
  }, [isCameraOn, enqueue]);

  useEffect(() => {
    if (!isCameraOn) return;
    enqueue(({ qr, states }) => {
      const state = qr.getState();
      if (isPaused && state === states.SCANNING) qr.pause(true);
      if (!isPaused && state === states.PAUSED) qr.resume();
    }).catch(() => {});
  }, [isCameraOn, isPaused, enqueue]);

  /** The code in a chosen photo or screenshot; rejects when neither reader finds a QR code in the image. */
  const readImage = useCallback(
    async (file: File) => {
      try {
        return await enqueue(({ qr }) => qr.scanFile(file, false));
      } catch (error) {
        const code = await readQrImageWithJsQr(file).catch(() => null);
        if (code) return code;
        throw error;
      }
    },
    [enqueue],
  );

  return { isLive, readImage };
}
