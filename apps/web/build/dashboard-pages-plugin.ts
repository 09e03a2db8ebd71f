import type { Plugin } from 'vite';
import { isChunk, withStaticImports } from './public-pages-plugin.ts';

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
 * that the entry (index.html) does not already load. The server lists them in a signed-in page's HTML, so they
 * download with the entry instead of after it has run and matched the route. Keyed as public-pages.json is, by
 * the path's first segment: '' for `/`.
 */
export function dashboardPages(): Plugin {
  return {
    name: 'usher-dashboard-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
      if (!entry) this.error('no index.html entry in the build');
      const loadedByEntry = withStaticImports(bundle, entry.fileName);
      const scripts = new Set<string>();
      for (const module of HOME_MODULES) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) this.error(`no chunk of its own for ${module}`);
        for (const file of withStaticImports(bundle, chunk.fileName)) {
          if (!loadedByEntry.has(file)) scripts.add(file);
        }
      }
      const styles = new Set(
        [...scripts].flatMap((file) => {
          const imported = bundle[file];
          return isChunk(imported) ? [...(imported.viteMetadata?.importedCss ?? [])] : [];
        }),
      );
      const home = [...scripts, ...styles].map((file) => `/${file}`);
      this.emitFile({
        type: 'asset',
        fileName: DASHBOARD_PAGES_FILE,
        source: `${JSON.stringify({ '': home }, null, 2)}\n`,
      });
    },
  };
}
