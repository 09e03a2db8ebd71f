/**
 * Settles once the browser has painted the next frame (a task queued from the frame's animation callback runs
 * after its paint), or at once in a tab the visitor is not looking at, which paints no frames.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
