import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/** A chunk and what it imports statically, transitively: what must arrive before it runs. */
function withStaticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !isChunk(chunk)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, seen);
  return seen;
}

/**
 * The scripts and stylesheets that these modules' chunks run with (what they import statically) and that the
 * HTML entry does not already load, as the paths a page lists as preloads so that they download with the entry
 * instead of after it has run. `entryHtml` names the entry ('index.html', 'public.html'); each module must be
 * the start of a chunk of its own.
 */
export function preloadsBeyondEntry(bundle: OutputBundle, entryHtml: string, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${entryHtml}`));
  if (!entry) throw new Error(`no ${entryHtml} entry in the build`);
  const loadedByEntry = withStaticImports(bundle, entry.fileName);
  const needed = new Set<string>();
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`no chunk of its own for ${module}`);
    withStaticImports(bundle, chunk.fileName, needed);
  }
  const scripts = [...needed].filter((file) => !loadedByEntry.has(file));
  const styles = new Set(
    scripts.flatMap((file) => {
      const imported = bundle[file];
      return isChunk(imported) ? [...(imported.viteMetadata?.importedCss ?? [])] : [];
    }),
  );
  return [...scripts, ...styles].map((file) => `/${file}`);
}
