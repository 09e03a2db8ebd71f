import type { Plugin } from 'vite';
import { DASHBOARD_START_MODULE } from './entry-preloads-plugin.ts';
import { preloadsBeyondEntry } from './page-preloads.ts';

/** The file the API reads to preload the dashboard home's code beside the entry (apps/api plugins/dashboard-page.ts). */
const DASHBOARD_PAGES_FILE = 'dashboard-pages.json';

/** The lazily loaded routes `/` renders, outermost first: the shell, the guard of viewEvents and the events list. */
const HOME_MODULES = [
  'src/app/dashboard-layout.tsx',
  'src/app/require-capability.tsx',
  'src/features/activities/components/activities-screen.tsx',
];

/**
 * Writes dashboard-pages.json: for the dashboard's home (`/`), the scripts and stylesheets of its route chunks
 * that index.html does not already load (the entry and the dashboard's start, entry-preloads-plugin.ts). The server lists them in a signed-in page's HTML, so they
 * download with the entry instead of after it has run and matched the route. Keyed as public-pages.json is, by
 * the path's first segment: '' for `/`.
 */
export function dashboardPages(): Plugin {
  return {
    name: 'usher-dashboard-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const listed = new Set(preloadsBeyondEntry(bundle, 'index.html', [DASHBOARD_START_MODULE]));
      const home = preloadsBeyondEntry(bundle, 'index.html', HOME_MODULES).filter(
        (file) => !listed.has(file),
      );
      this.emitFile({
        type: 'asset',
        fileName: DASHBOARD_PAGES_FILE,
        source: `${JSON.stringify({ '': home }, null, 2)}\n`,
      });
    },
  };
}
