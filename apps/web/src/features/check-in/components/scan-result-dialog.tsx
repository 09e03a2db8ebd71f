import { Button, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconQuestionMark,
  IconWifiOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TScanAnswer } from '@usher/contract/check-in';
import { MESSAGES } from '@usher/contract/messages';
import type { TDoorScanState } from './use-door-scan';

const ANSWER_ICONS: Record<TScanAnswer['color'], ReactNode> = {
  green: <IconCircleCheck size={56} aria-hidden />,
  orange: <IconAlertTriangle size={56} aria-hidden />,
  red: <IconCircleX size={56} aria-hidden />,
};

function Verdict({ color, icon, message }: { color: string; icon: ReactNode; message: string }) {
  return (
    <Stack align="center" gap="md" py="sm">
      <ThemeIcon color={color} size={88} radius={44}>
        {icon}
      </ThemeIcon>
      <Text fz={22} fw={700} ta="center" c={color === 'gray' ? undefined : `${color}.9`} role="status">
        {message}
      </Text>
    </Stack>
  );
}

type ScanResultDialogProps = {
  state: TDoorScanState;
  guestListPath: string;
  onClose: () => void;
  onRetry: () => void;
};

/** The result of one scan, coloured as the server answered (§4); closing it resumes scanning. */
export function ScanResultDialog({ state, guestListPath, onClose, onRetry }: ScanResultDialogProps) {
  const isChecking = state.step === 'checking';
  const close = (
    <Button
      size="xl"
      fullWidth
      variant={state.step === 'answered' ? 'filled' : 'default'}
      onClick={onClose}
      data-autofocus
    >
      Close
    </Button>
  );

  let body: ReactNode = null;
  if (state.step === 'checking') {
    body = (
      <Stack align="center" gap="md" py="xl">
        <Loader size="xl" />
        <Text fz="lg">Checking ticket…</Text>
      </Stack>
    );
  } else if (state.step === 'answered') {
    body = (
      <>
        <Verdict
          color={state.answer.color}
          icon={ANSWER_ICONS[state.answer.color]}
          message={state.answer.message}
        />
        {close}
      </>
    );
  } else if (state.step === 'not-recognised') {
    body = (
      <>
        <Verdict
          color="red"
          icon={<IconQuestionMark size={56} aria-hidden />}
          message={MESSAGES.qrNotRecognised}
        />
        {close}
        <Button size="xl" fullWidth variant="light" component={Link} to={guestListPath}>
          Guest list
        </Button>
      </>
    );
  } else if (state.step === 'failed') {
    body = (
      <>
        <Verdict
          color="gray"
          icon={
            state.canRetry ? (
              <IconWifiOff size={56} aria-hidden />
            ) : (
              <IconAlertTriangle size={56} aria-hidden />
            )
          }
          message={state.message}
        />
        {state.canRetry ? (
          <Button size="xl" fullWidth onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        {close}
      </>
    );
  }

  return (
    <Modal
      opened={state.step !== 'scanning'}
      onClose={onClose}
      title="Scan result"
      centered
      radius="lg"
      size="md"
      withCloseButton={!isChecking}
      closeOnClickOutside={!isChecking}
      closeOnEscape={!isChecking}
    >
      <Stack gap="sm">{body}</Stack>
    </Modal>
  );
}
