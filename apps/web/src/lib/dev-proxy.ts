/**
 * Paths the Vite dev server hands to the API on port 3000: the API itself, uploaded images and short links
 * (`/s/{code}`). Each prefix ends with a slash, so the app's own modules (`/src/main.tsx`) stay with Vite.
 */
export const API_PATHS = /^\/(api|uploads|s)\//;

export function isApiPath(path: string): boolean {
  return API_PATHS.test(path);
}
