import type { Plugin } from 'vite';
import { preloadsBeyondEntry } from './page-preloads.ts';

/** The file the API reads to preload a public page's own code beside the entry (apps/api plugins/web-app.ts). */
const PUBLIC_PAGES_FILE = 'public-pages.json';

/**
 * Each chunk the public entry opens by path, by the module it starts from, and the paths' first segments that
 * open it: a landing page's screen, or the full app for the steps after "Get tickets".
 */
const PAGE_MODULES: [string, string[]][] = [
  ['src/features/activities/components/public-event-screen.tsx', ['e']],
  ['src/features/activities/components/public-activity-screen.tsx', ['a']],
  ['src/features/orders/components/public-ticket-screen.tsx', ['t']],
  ['src/features/organisations/components/public-organisation-screen.tsx', ['o']],
  ['src/app/public-app.tsx', ['checkout', 'pay', 'order', 'u', 'waitlist']],
];

/** What every public page runs once it has painted (React and the page's start): preloaded with each of them. */
const START_MODULE = 'src/public-start.tsx';

/**
 * Writes public-pages.json: for each page (the first segment of its path), the scripts and stylesheets of its
 * own chunk and of the start every page runs that the entry (public.html) does not already load. The server
 * lists them in the page's HTML, so they download with the entry instead of after it runs.
 */
export function publicPages(): Plugin {
  return {
    name: 'usher-public-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const pages: Record<string, string[]> = {};
      for (const [module, segments] of PAGE_MODULES) {
        const preloads = preloadsBeyondEntry(bundle, 'public.html', [START_MODULE, module]);
        for (const segment of segments) pages[segment] = preloads;
      }
      this.emitFile({
        type: 'asset',
        fileName: PUBLIC_PAGES_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
