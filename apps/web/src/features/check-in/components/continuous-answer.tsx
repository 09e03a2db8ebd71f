import { Box, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconQuestionMark,
  IconWifiOff,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { signalAnswer } from './door-feedback';
import type { TDoorScanState } from './use-door-scan';

const BACKGROUNDS = { green: 'green.8', orange: 'orange.8', red: 'red.8', gray: 'gray.7' } as const;
const ICONS = {
  green: IconCircleCheck,
  orange: IconAlertTriangle,
  red: IconCircleX,
  gray: IconWifiOff,
} as const;

type Shown = { id: number; color: keyof typeof BACKGROUNDS; message: string; isUnknown: boolean };

function shownAnswer(state: TDoorScanState): Shown | null {
  if (state.step === 'answered') return { id: state.id, ...state.answer, isUnknown: false };
  if (state.step === 'not-recognised')
    return { id: state.id, color: 'red', message: MESSAGES.qrNotRecognised, isUnknown: true };
  if (state.step === 'failed')
    return { id: state.id, color: 'gray', message: state.message, isUnknown: false };
  return null;
}

/**
 * Continuous mode's answer: the whole screen in the answer's colour for 2 s with its message, a sound and a
 * vibration; nothing to close, and a tap anywhere clears it early. The camera goes on reading behind it.
 */
export function ContinuousAnswer({ state, onDismiss }: { state: TDoorScanState; onDismiss: () => void }) {
  const shown = shownAnswer(state);
  const id = shown?.id;
  const color = shown?.color;
  useEffect(() => {
    if (color) signalAnswer(color);
  }, [id, color]);
  if (!shown) return null;
  const Icon = shown.isUnknown ? IconQuestionMark : ICONS[shown.color];

  return (
    <Box
      pos="fixed"
      inset={0}
      bg={BACKGROUNDS[shown.color]}
      c="white"
      style={{ zIndex: 400, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      onClick={onDismiss}
      data-color={shown.color}
      data-answer-id={shown.id}
    >
      <Stack align="center" gap="lg" p="xl" maw={560}>
        <Icon size={120} aria-hidden />
        <Text fz={30} fw={800} ta="center" role="status" aria-live="assertive">
          {shown.message}
        </Text>
      </Stack>
    </Box>
  );
}
