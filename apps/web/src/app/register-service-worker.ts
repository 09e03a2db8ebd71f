/**
 * The door app's service worker (built into `/sw.js`): only in the built app, and only where browsers allow one
 * (https or localhost). Registered once the page is idle after loading: installing it downloads the whole app
 * (about 1 MB), which must not share a phone's link and CPU with the first screen's code and calls.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  };
  const registerWhenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 2000);
  };
  // The dashboard's code starts after the first paint, often after the load event: waiting for it would never end.
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
