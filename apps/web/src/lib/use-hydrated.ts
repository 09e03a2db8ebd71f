import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is server markup not yet taken over by React (on the server, and during hydration),
 * true once React handles events. A landing page paints from its HTML before React runs, so its controls stay
 * disabled until then: a tap on a button React does not handle yet would be lost without a word.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
