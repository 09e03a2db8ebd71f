import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { landingScreen } from './app/public-landing';
import { takePageData } from './lib/page-data';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');

// A landing page (/e, /a, /t, /o) is plain React with its own stylesheet; the steps after "Get tickets" are the
// full app (Mantine, the router, React Query), loaded only when one of them is opened.
const screen =
  landingScreen(window.location.pathname, takePageData) ??
  import('./app/public-app').then(({ PublicApp }) => <PublicApp />);

// A landing page served with its data arrives rendered by the server (apps/web/src/public-server.tsx): React
// takes over that markup rather than drawing the page again.
void screen.then((element) => {
  const app = <StrictMode>{element}</StrictMode>;
  if (rootElement.firstElementChild) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
});
