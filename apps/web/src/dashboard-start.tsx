import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { router } from './app/router';
import { startSignedIn } from './app/signed-in-start';
import { routerReady } from './lib/router-ready';

/**
 * Starts the dashboard in `rootElement`. A signed-in events list arrives drawn by the server
 * (dashboard-server.tsx) from the lists the page carries: React takes that markup over once the route's code has
 * loaded, rather than drawing the page again.
 */
export function startDashboard(rootElement: HTMLElement): void {
  startSignedIn(window.location);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const render = () =>
    rootElement.firstElementChild
      ? void routerReady(router).then(() => hydrateRoot(rootElement, app))
      : createRoot(rootElement).render(app);

  // With no network only a door device prepared for offline can open the dashboard (its copy is read first).
  if (navigator.onLine) render();
  else
    void import('./app/offline-identity').then((module) => module.restoreOfflineIdentity()).finally(render);
  registerServiceWorker();
}
