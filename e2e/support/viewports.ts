import type { BrowserContextOptions } from '@playwright/test';

/** A small Android phone held upright, with touch: what the door and a new organiser on the go use. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
};

/** A laptop, with a mouse. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export const WIDTHS = [
  { name: '360 px phone', context: PHONE },
  { name: '1280 px desktop', context: DESKTOP },
] as const;
