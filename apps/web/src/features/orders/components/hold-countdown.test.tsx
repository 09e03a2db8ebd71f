import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { HoldCountdown, formatCountdown, secondsLeft, useSecondsLeft } from './hold-countdown';

function Ticking({ expiresAt }: { expiresAt: string }) {
  return <HoldCountdown seconds={useSecondsLeft(expiresAt)} />;
}

describe('hold countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds left, never below 0', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(secondsLeft('2030-01-01T12:15:00Z', now)).toBe(900);
    expect(secondsLeft('2030-01-01T12:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2030-01-01T11:59:00Z', now)).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
    // A waiting list's offer is kept up to a week: hours, not 1439 minutes.
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(3600 * 168)).toBe('168:00:00');
  });

  it('ticks down once a second to 0 and stops there', () => {
    render(
      <MantineProvider theme={theme}>
        <Ticking expiresAt="2030-01-01T12:00:03Z" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('hold-countdown').textContent).toBe('0:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('hold-countdown').textContent).toBe('0:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('hold-countdown').textContent).toBe('0:00');
  });
});
