import type { TSessionResponse } from '@usher/contract/auth';
import { can } from '@usher/contract/permissions';
import { PAGE_DATA_ELEMENT_ID, scriptSafeJson } from './page-head';
import { addPageMarkup, loadRenderer } from './page-markup';
import { addPagePreloads, readPagePreloads, type PagePreloads } from './page-preloads';

/** Written by the web build (apps/web/build/dashboard-pages-plugin.ts): the chunks of the dashboard's home. */
const DASHBOARD_PAGES_FILE = 'dashboard-pages.json';
/** The events list's server renderer (apps/web/src/dashboard-server.tsx, vite.server.config.ts). */
const HOME_RENDERER_FILE = 'dashboard-server.js';
/** The element the home's lists are carried in (apps/web/src/app/dashboard-home-data.ts). */
const HOME_DATA_ELEMENT_ID = 'home-data';

/** The route code each dashboard page opens beside the entry, or none (an older build or a test's page). */
export const readDashboardPreloads = (webDistDir: string): PagePreloads =>
  readPagePreloads(webDistDir, DASHBOARD_PAGES_FILE);

/** The lists the events list shows first, as the browser's own calls answer them (`TDashboardHomeData`). */
export type DashboardHomeData = {
  mode: 'future' | 'past';
  activities: unknown[];
  currentEvents: unknown[] | null;
};

/** The signed-in events list's markup, drawn from the page's session and lists. */
export type RenderDashboardHome = (
  url: string,
  session: TSessionResponse,
  home: DashboardHomeData,
) => Promise<string>;

/** The build's renderer, or null (no build, or a build from before it): the browser then draws the list. */
export const loadDashboardRenderer = (webDistDir: string) =>
  loadRenderer<RenderDashboardHome>(webDistDir, HOME_RENDERER_FILE, 'renderDashboardHome');

/** The answer of a signed-in GET for this browser, or null when it is not a 200. */
export type AskAsBrowser = (url: string) => Promise<unknown>;

/**
 * The events list's first lists for the page at `url` (`/` or `/?mode=past`), asked with the browser's own
 * session, so they are exactly what its calls would get (its organiser's, nobody else's); null for any other
 * page, a user who may not see events, or an answer that is not a 200.
 */
export async function dashboardHomeData(
  url: string,
  session: TSessionResponse,
  ask: AskAsBrowser,
): Promise<DashboardHomeData | null> {
  const [pathname, search = ''] = url.split('?');
  if (pathname !== '/' || !session.user || !can(session.user.permissions, 'viewEvents')) return null;
  const mode = new URLSearchParams(search).get('mode') === 'past' ? 'past' : 'future';
  const [list, current] = await Promise.all([
    ask(mode === 'past' ? '/api/client/activity/past' : '/api/client/activity/'),
    mode === 'future' ? ask('/api/client/event/current') : null,
  ]);
  const activities = (list as { activities?: unknown } | null)?.activities;
  const events = (current as { events?: unknown } | null)?.events;
  if (!Array.isArray(activities) || (mode === 'future' && !Array.isArray(events))) return null;
  return { mode, activities, currentEvents: Array.isArray(events) ? events : null };
}

/** Whether `url` is the events list (`/`, `/?mode=past`), the page the server draws with its lists. */
export const isDashboardHome = (url: string) => url.split('?')[0] === '/';

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

const EMPTY_ROOT = /<div id="root"><\/div>/i;

/**
 * The page cut at its root element: what comes before it (the head with the scripts and stylesheets to fetch,
 * and the session) goes out at once, while the server asks for the events list's lists and draws them; null
 * for a page without an empty root (a test's page).
 */
export function splitAtRoot(page: string): [string, string] | null {
  const match = EMPTY_ROOT.exec(page);
  if (!match) return null;
  return [page.slice(0, match.index), page.slice(match.index + match[0].length)];
}

/** The events list's root element: its lists for the browser's first render and, when drawn, its markup. */
export function homeRoot(home: { data: DashboardHomeData; markup: string | null } | null): string {
  const data = home
    ? `<script type="application/json" id="${HOME_DATA_ELEMENT_ID}">${scriptSafeJson(home.data)}</script>`
    : '';
  return addPageMarkup(`${data}<div id="root"></div>`, home?.markup ?? '');
}
