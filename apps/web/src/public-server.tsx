import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { landingScreen } from './app/public-landing';

/**
 * The markup of a landing page (/e, /a, /t, /o) rendered from `data`, the answer the server embeds in the page,
 * exactly as the browser's first render draws it from there (public-main.tsx hydrates it); null for any other
 * path. The API imports this from the web build (vite.server.config.ts) so a phone paints the page from its HTML
 * before any script has run.
 */
export async function renderLandingPage(pathname: string, data: unknown): Promise<string | null> {
  const screen = landingScreen(pathname, () => data);
  return screen ? renderToString(<StrictMode>{await screen}</StrictMode>) : null;
}
