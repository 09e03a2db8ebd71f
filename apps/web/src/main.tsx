import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { startSignedIn } from './app/signed-in-start';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

startSignedIn(window.location);

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// With no network only a door device prepared for offline can open the dashboard (its copy is read first).
if (navigator.onLine) render();
else void import('./app/offline-identity').then((module) => module.restoreOfflineIdentity()).finally(render);
registerServiceWorker();
