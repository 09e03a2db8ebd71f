import type { TSessionResponse } from '@usher/contract/auth';
import { PAGE_DATA_ELEMENT_ID, scriptSafeJson } from './page-head';
import { addPagePreloads, readPagePreloads, type PagePreloads } from './page-preloads';

/** Written by the web build (apps/web/build/dashboard-pages-plugin.ts): the chunks of the dashboard's home. */
const DASHBOARD_PAGES_FILE = 'dashboard-pages.json';

/** The route code each dashboard page opens beside the entry, or none (an older build or a test's page). */
export const readDashboardPreloads = (webDistDir: string): PagePreloads =>
  readPagePreloads(webDistDir, DASHBOARD_PAGES_FILE);

/**
 * A signed-in browser's dashboard page: its session answer (user and CSRF token) in the page, where the app
 * reads it before its first render, and the route code the page opens listed in its head, so both arrive with
 * the entry instead of one after another. Per user: the caller sends it with `Cache-Control: no-store`.
 */
export function renderSignedInPage(
  html: string,
  path: string,
  session: TSessionResponse,
  preloads: PagePreloads,
): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(session)}</script>`;
  return addPagePreloads(html, path, preloads).replace(/<body([^>]*)>/i, (body) => `${body}${data}`);
}
