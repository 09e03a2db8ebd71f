import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { landingScreen } from './app/public-landing';
import { takePageData } from './lib/page-data';

/**
 * Draws the customer's page in `rootElement`. A landing page (/e, /a, /t, /o) is plain React with its own
 * stylesheet; the steps after "Get tickets" are the full app (Mantine, the router, React Query), loaded only when
 * one of them is opened.
 */
export function startPublicPage(rootElement: HTMLElement): void {
  const screen =
    landingScreen(window.location.pathname, takePageData) ??
    import('./app/public-app').then(({ PublicApp }) => <PublicApp />);

  // A landing page served with its data arrives rendered by the server (public-server.tsx): React takes over
  // that markup rather than drawing the page again.
  void screen.then((element) => {
    const app = <StrictMode>{element}</StrictMode>;
    if (rootElement.firstElementChild) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
}
