import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own idea of the network: false when the device has no connection at all. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
