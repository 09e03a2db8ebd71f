import type { DataRouter } from 'react-router';

/**
 * Settles once `router` has loaded the lazy route modules of its first location. Server markup is taken over
 * (hydrated) only then: a router still loading would draw nothing, which React would take for a mismatch.
 */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
