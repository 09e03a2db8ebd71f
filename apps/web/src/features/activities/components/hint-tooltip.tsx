import { Tooltip } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** §9: a tooltip opened by touch stays open 15 seconds. */
export const TOUCH_TOOLTIP_MS = 15_000;

type HintTooltipProps = { label: string; disabled?: boolean; children: ReactNode };

/**
 * Explains why a control is unavailable: opens on hover and focus like any tooltip, and on touch stays
 * open 15 s. Its child sits in a span so the hint works over disabled-looking buttons too.
 */
export function HintTooltip({ label, disabled = false, children }: HintTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const touchTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(touchTimer.current), []);

  if (disabled) return <>{children}</>;

  const openForTouch = () => {
    window.clearTimeout(touchTimer.current);
    setOpen(true);
    touchTimer.current = window.setTimeout(() => setOpen(false), TOUCH_TOOLTIP_MS);
  };
  const close = () => {
    if (touchTimer.current === undefined) setOpen(false);
  };

  return (
    <Tooltip
      label={label}
      opened={isOpen}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={260}
      withArrow
      position="top"
    >
      <span
        style={{ display: 'inline-block' }}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={close}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          window.clearTimeout(touchTimer.current);
          touchTimer.current = undefined;
          setOpen(false);
        }}
        onTouchStart={openForTouch}
      >
        {children}
      </span>
    </Tooltip>
  );
}
