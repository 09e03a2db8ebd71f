import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { HintTooltip, TOUCH_TOOLTIP_MS } from './hint-tooltip';

afterEach(() => vi.useRealTimers());

describe('HintTooltip', () => {
  it('stays open 15 seconds after a touch', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider theme={theme}>
        <HintTooltip label="You should publish the event first.">
          <button type="button">Short link</button>
        </HintTooltip>
      </MantineProvider>,
    );
    fireEvent.touchStart(screen.getByRole('button', { name: 'Short link' }));
    act(() => vi.advanceTimersByTime(TOUCH_TOOLTIP_MS - 1000));
    expect(screen.queryByText('You should publish the event first.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    act(() => vi.runAllTimers());
    expect(screen.queryByText('You should publish the event first.')).toBeNull();
  });
});
