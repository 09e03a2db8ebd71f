/**
 * Paths the Vite dev server hands to the API: the API itself, uploaded images and short links (`/s/{code}`).
 * Each prefix ends with a slash, so the app's own modules (`/src/main.tsx`) stay with Vite.
 */
export const API_PATHS = /^\/(api|uploads|s)\//;

export function isApiPath(path: string): boolean {
  return API_PATHS.test(path);
}

type DevEnv = { PORT?: string; HOST?: string; DEV_PORT?: string };

/**
 * `npm run dev`'s web server: on `DEV_PORT` (5173), handing API paths to the API where `npm run dev` starts it,
 * on `PORT` (3000) and `HOST` (an API listening on every address is reached on loopback).
 */
export function devServerOptions(env: DevEnv) {
  const apiHost = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const apiUrl = new URL(`http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}`);
  apiUrl.port = env.PORT || '3000';
  return {
    port: Number(env.DEV_PORT || 5173),
    // A regular expression to Vite, as a key starting with ^.
    proxy: { [API_PATHS.source]: apiUrl.origin },
  };
}
