import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts a screen may not have: axe's serious and critical (contrast, names, labels, ARIA misuse…). */
const BLOCKING = new Set(['serious', 'critical']);
/** With `moderate`: landmarks, headings and the like too, for the screens that have been cleared of those. */
const BLOCKING_WITH_MODERATE = new Set([...BLOCKING, 'moderate']);

/** A loaded machine may take this long to show a screen: waiting is on conditions, so a quiet one is not slowed. */
const SETTLE_TIMEOUT = 30_000;

/** Waits for the screen to settle: its heading is there and nothing is loading any more. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SETTLE_TIMEOUT });
  // A loader hidden by its screen (the scanner's, once it falls back to upload mode) does not count.
  await expect(
    page.locator('.mantine-Skeleton-root[data-visible="true"]:visible, .mantine-Loader-root:visible'),
  ).toHaveCount(0, { timeout: SETTLE_TIMEOUT });
}

/**
 * Waits for every finite animation and transition to end: a dialog that is still fading in has its text at part
 * opacity over the overlay, which axe measures as a contrast failure that no user sees once it has opened.
 * Endless ones (a loader's spin) are left running.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: SETTLE_TIMEOUT },
  );
}

/**
 * Runs axe on the page as it is and fails with every serious or critical violation (and moderate ones with
 * `withModerate`; with `withLabelInName` also a control whose name does not hold its visible text), where, and why.
 */
export async function expectNoSeriousViolations(
  page: Page,
  screen: string,
  {
    withModerate = false,
    withLabelInName = false,
  }: { withModerate?: boolean; withLabelInName?: boolean } = {},
): Promise<void> {
  await finishTransitions(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Details of violations only: collecting every passing node doubles the run. axe counts its label-in-name
    // rule (WCAG 2.5.3) as experimental and leaves it off unless asked.
    .options({
      resultTypes: ['violations'],
      ...(withLabelInName ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {}),
    })
    .analyze();
  const impacts = withModerate ? BLOCKING_WITH_MODERATE : BLOCKING;
  const blocking = violations.filter((violation) => impacts.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  );
  expect.soft(report, `axe on ${screen}`).toEqual([]);
}
