import {
  Alert,
  Box,
  Button,
  Center,
  FileButton,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import type { TDoorDate } from '../offline/door-db';
import { ContinuousAnswer } from './continuous-answer';
import { ScanResultDialog } from './scan-result-dialog';
import { useContinuousMode } from './use-continuous-mode';
import type { TCheckIn } from '../api/check-in-scanned-code';
import { useDoorScan } from './use-door-scan';
import { useKeyboardWedge } from './use-keyboard-wedge';
import { useQrCamera } from './use-qr-camera';

type TScanMode = 'scan' | 'upload';

const MODES = [
  { value: 'scan', label: 'Scan' },
  { value: 'upload', label: 'Upload image' },
];

/** html5-qrcode finds its element by id; there is one camera per page. */
const CAMERA_ELEMENT_ID = 'check-in-camera';

type DoorScannerProps = {
  eventId: string;
  /** §6: no scanning before the activity is published; the scanner is then hidden. */
  isPublished: boolean;
  /** The camera waits until whether the date is published is known. */
  isReady: boolean;
  offlineDate: TDoorDate | null;
  guestListPath: string;
  /** Shown above the scan mode (the offline door's banner). */
  banner?: ReactNode;
  /** Where scans go: the organiser's date by default, a door link's routes on the crew's phone. */
  checkIn?: TCheckIn;
};

/**
 * The door's scanner (§4 QR scanner): the camera or a chosen image, a hardware scanner's keys, continuous mode,
 * and each answer in a dialog or filling the screen. The organiser's scan screen and the crew's page share it.
 */
export function DoorScanner({
  eventId,
  isPublished,
  isReady,
  offlineDate,
  guestListPath,
  banner,
  checkIn,
}: DoorScannerProps) {
  const [mode, setMode] = useState<TScanMode>('scan');
  const [hasCameraFailed, setCameraFailed] = useState(false);
  const resetFileInput = useRef<() => void>(null);
  const [isContinuous, setContinuous] = useContinuousMode();
  const door = useDoorScan(eventId, { offlineDate, isContinuous, checkIn });
  useKeyboardWedge(door.onCode, isPublished);

  const onCameraError = useCallback(() => {
    setCameraFailed(true);
    setMode('upload');
  }, []);
  const camera = useQrCamera({
    elementId: CAMERA_ELEMENT_ID,
    isCameraOn: mode === 'scan' && isReady && isPublished,
    isPaused: !isContinuous && door.state.step !== 'scanning',
    onCode: door.onCameraCode,
    onCameraError,
  });

  const onImage = (file: File | null) => {
    resetFileInput.current?.();
    if (file) camera.readImage(file).then(door.onCode, door.onUnreadableImage);
  };

  return (
    <>
      <Stack gap="md" display={isPublished ? undefined : 'none'}>
        {banner}
        <SegmentedControl
          fullWidth
          size="lg"
          aria-label="Scan mode"
          data={MODES}
          value={mode}
          onChange={(value) => {
            setCameraFailed(false);
            setMode(value as TScanMode);
          }}
        />
        {hasCameraFailed ? (
          <Alert color="orange" variant="light" icon={<IconCamera aria-hidden />}>
            {MESSAGES.cameraUnavailable}
          </Alert>
        ) : null}
        <Box
          pos="relative"
          bg="dark.8"
          mih={camera.isLive ? undefined : 280}
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            overflow: 'hidden',
            display: mode === 'scan' ? 'block' : 'none',
          }}
        >
          {/* html5-qrcode owns this element's content: the video and the scan box. */}
          <div id={CAMERA_ELEMENT_ID} />
          {camera.isLive ? null : (
            <Center pos="absolute" inset={0} c="white">
              <Stack align="center" gap="xs">
                <Loader color="white" />
                <Text size="sm">Starting camera…</Text>
              </Stack>
            </Center>
          )}
        </Box>
        {mode === 'upload' ? (
          <FileButton onChange={onImage} accept="image/*" resetRef={resetFileInput}>
            {(props) => (
              <Button {...props} size="xl" fullWidth leftSection={<IconPhoto size={26} aria-hidden />}>
                Choose QR image
              </Button>
            )}
          </FileButton>
        ) : (
          <Text c="dimmed" ta="center">
            Hold the ticket's QR code inside the square, or scan it with a hardware scanner.
          </Text>
        )}
        <Switch
          size="lg"
          label={MESSAGES.continuousMode}
          description="Each answer fills the screen for 2 seconds, with a sound; nothing to close."
          checked={isContinuous}
          onChange={(event) => setContinuous(event.currentTarget.checked)}
        />
      </Stack>
      {isContinuous ? (
        <ContinuousAnswer state={door.state} onDismiss={door.close} />
      ) : (
        <ScanResultDialog
          state={door.state}
          guestListPath={guestListPath}
          onClose={door.close}
          onRetry={door.retry}
        />
      )}
    </>
  );
}
