import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { landingScreen } from './app/public-landing';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');
const root = createRoot(rootElement);

// A landing page (/e, /a, /t, /o) is plain React with its own stylesheet; the steps after "Get tickets" are the
// full app (Mantine, the router, React Query), loaded only when one of them is opened.
const screen =
  landingScreen(window.location.pathname) ??
  import('./app/public-app').then(({ PublicApp }) => <PublicApp />);

void screen.then((element) => root.render(<StrictMode>{element}</StrictMode>));
