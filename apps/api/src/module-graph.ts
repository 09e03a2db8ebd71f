import path from 'node:path';

/** A source file of the API: its path relative to `src/`, the specifiers it imports, and its text. */
export type SourceFile = { path: string; imports: string[]; text: string };

/** Tables only the sales module may read or write: every rule that compares against sold goes through it. */
export const SALES_TABLES = ['orders', 'tickets', 'reservations'] as const;

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

/** Each module's imports of other modules, with the file that makes each one (tests left out). */
export function moduleEdges(files: SourceFile[]): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from || isTest(file.path)) continue;
    for (const specifier of file.imports) {
      const target = resolve(file.path, specifier);
      const to = target && moduleOf(`${target}/`);
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, file.path);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Every import cycle between modules, each as the modules in order with the first repeated at the end. */
export function findModuleCycles(edges: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (module: string, trail: string[]) => {
    const at = trail.indexOf(module);
    if (at >= 0) {
      const cycle = trail.slice(at);
      const key = [...cycle].sort().join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push([...cycle, module]);
      }
      return;
    }
    for (const next of edges.get(module)?.keys() ?? []) visit(next, [...trail, module]);
  };
  for (const module of [...edges.keys()].sort()) visit(module, []);
  return cycles;
}

/** Imports of another module's repository: modules ask each other's services, never their storage. */
export function findRepositoryImports(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from || isTest(file.path)) continue;
    for (const specifier of file.imports) {
      const target = resolve(file.path, specifier);
      const to = target && moduleOf(target);
      if (to && to !== from && /\.repository$/.test(target!)) {
        problems.push(`${file.path} imports ${target}.ts: ask the ${to} module's service instead`);
      }
    }
  }
  return problems;
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const TABLE_USE = new RegExp(
  String.raw`(selectFrom|insertInto|updateTable|deleteFrom|Join)\(\s*'(${SALES_TABLES.join('|')})\b|` +
    String.raw`\b(from|join|into|update)\s+(${SALES_TABLES.join('|')})\b`,
  'i',
);

/** Code outside the sales module that reads or writes its tables. */
export function findSalesTableUse(files: SourceFile[]): string[] {
  return files
    .filter((file) => moduleOf(file.path) !== 'sales' && !isTest(file.path) && !file.path.startsWith('db/'))
    .filter((file) => TABLE_USE.test(withoutComments(file.text)))
    .map((file) => `${file.path} touches ${SALES_TABLES.join('/')}: ask the sales module instead`);
}
