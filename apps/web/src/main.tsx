import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { afterNextPaint } from './lib/after-next-paint';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');

// The dashboard's code (React, Mantine, the router) downloads beside this entry (index.html lists it, see
// build/entry-preloads-plugin.ts) but runs only once the browser has painted what the server drew: on a phone
// its first run takes longer than the page's download, and the browser paints nothing while a script runs.
const painted = rootElement.firstElementChild ? afterNextPaint() : Promise.resolve();
void painted
  .then(() => import('./dashboard-start'))
  .then(({ startDashboard }) => startDashboard(rootElement));
