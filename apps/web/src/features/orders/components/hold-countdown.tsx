import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `expiresAt`, never below 0. */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 14:59, 0:05: minutes and seconds, as a countdown reads; 23:59:59 from an hour (a waiting list's offer). */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds % 60)}`
    : `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
}

/** The seconds left until `expiresAt`, ticking once a second until 0. */
export function useSecondsLeft(expiresAt: string): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, Date.now()));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(expiresAt, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return left;
}

/** "Tickets held for 14:59": the hold's time left, turning orange in its last minute. */
export function HoldCountdown({ seconds }: { seconds: number }) {
  return (
    <Group gap={6} wrap="nowrap" role="timer" aria-label={`Tickets held for ${formatCountdown(seconds)}`}>
      <IconClock size={18} aria-hidden />
      <Text size="sm" fw={600} c={seconds < 60 ? 'orange.8' : 'indigo.8'}>
        Tickets held for <span data-testid="hold-countdown">{formatCountdown(seconds)}</span>
      </Text>
    </Group>
  );
}
