import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

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
  ['src/app/public-app.tsx', ['checkout', 'pay', 'order', 'u']],
];

/** What every public page runs once it has painted (React and the page's start): preloaded with each of them. */
const START_MODULE = 'src/public-start.tsx';

export const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk =>
  output?.type === 'chunk';

/** A chunk and what it imports statically, transitively: what must arrive before it runs. */
export function withStaticImports(
  bundle: OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !isChunk(chunk)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, seen);
  return seen;
}

/**
 * Writes public-pages.json: for each page (the first segment of its path), the scripts and stylesheets of its
 * own chunk and of the start every page runs, that the entry (public.html) does not already load. The server lists them in the page's HTML, so
 * they download with the entry instead of after it runs.
 */
export function publicPages(): Plugin {
  return {
    name: 'usher-public-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/public.html'));
      if (!entry) this.error('no public.html entry in the build');
      const loadedByEntry = withStaticImports(bundle, entry.fileName);
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) this.error(`no chunk of its own for ${module}`);
        return chunk;
      };
      const start = withStaticImports(bundle, chunkOf(START_MODULE).fileName);
      const pages: Record<string, string[]> = {};
      for (const [module, segments] of PAGE_MODULES) {
        const page = withStaticImports(bundle, chunkOf(module).fileName, new Set(start));
        const scripts = [...page].filter((file) => !loadedByEntry.has(file));
        const styles = scripts.flatMap((file) => {
          const imported = bundle[file];
          return isChunk(imported) ? [...(imported.viteMetadata?.importedCss ?? [])] : [];
        });
        for (const segment of segments) pages[segment] = [...scripts, ...styles].map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: PUBLIC_PAGES_FILE,
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
