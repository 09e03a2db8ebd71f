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
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCheckInEvent } from '../api/get-check-in-event';
import { checkInPath } from './check-in-breadcrumbs';
import { DoorNav } from './door-nav';
import { NotPublishedNotice } from './not-published-notice';
import { DoorBanner } from '../offline/door-banner';
import { useDoorStatus } from '../offline/use-door-offline';
import { ContinuousAnswer } from './continuous-answer';
import { ScanResultDialog } from './scan-result-dialog';
import { useContinuousMode } from './use-continuous-mode';
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

/** `/activity/{activityId}/event/{eventId}/check-in/scan-qr` (§2 QR scan, §4 QR scanner): starts in scan mode. */
export function ScanQrScreen() {
  const { activityId = '', eventId = '' } = useParams();
  const [mode, setMode] = useState<TScanMode>('scan');
  const [hasCameraFailed, setCameraFailed] = useState(false);
  const resetFileInput = useRef<() => void>(null);
  const [isContinuous, setContinuous] = useContinuousMode();
  const offlineDate = useDoorStatus(eventId).data?.date ?? null;
  const door = useDoorScan(eventId, { offlineDate, isContinuous });
  const event = useCheckInEvent(eventId);
  const home = checkInPath(activityId, eventId);
  // §6: no scanning before the activity is published. The camera waits for the answer, but not for ever: if
  // the date cannot be read, scanning goes on and the server's answer to each scan says what is wrong. A date
  // prepared for offline was published when it was downloaded.
  const isPublished = event.data?.activityPublished !== false;
  const isKnown = event.data !== undefined || event.isError || offlineDate !== null;
  useKeyboardWedge(door.onCode, isPublished);

  const onCameraError = useCallback(() => {
    setCameraFailed(true);
    setMode('upload');
  }, []);
  const camera = useQrCamera({
    elementId: CAMERA_ELEMENT_ID,
    isCameraOn: mode === 'scan' && isKnown && isPublished,
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
      <PageBreadcrumbs items={[{ label: 'Check in', to: home }, { label: 'Scan QR' }]} size="sm" />
      <PageLayout title="Scan QR" size="sm">
        <DoorNav activityId={activityId} eventId={eventId} current="scan" />
        {isPublished ? null : <NotPublishedNotice activityId={activityId} />}
        <Stack gap="md" display={isPublished ? undefined : 'none'}>
          <DoorBanner eventId={eventId} />
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
      </PageLayout>
      {isContinuous ? (
        <ContinuousAnswer state={door.state} onDismiss={door.close} />
      ) : (
        <ScanResultDialog
          state={door.state}
          guestListPath={`${home}/guests`}
          onClose={door.close}
          onRetry={door.retry}
        />
      )}
    </>
  );
}
