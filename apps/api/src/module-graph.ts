import path from 'node:path';
import ts from 'typescript';

/** A source file of the API: its path relative to `src/`, the specifiers it imports, and its text. */
export type SourceFile = { path: string; imports: string[]; text: string };

/** Tables only the sales module may read or write: every rule that compares against sold goes through it. */
export const SALES_TABLES = [
  'orders',
  'order_lines',
  'tickets',
  'ticket_counts',
  'reservations',
  'holds',
  'hold_lines',
  'waitlist_entries',
] as const;

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

/**
 * The modules a file reaches through files below the modules (plugins, db, shared helpers), each with the
 * lower file it goes through first: a module that imports a plugin which imports a module depends on that
 * module as surely as if it imported it itself.
 */
function modulesReachedThrough(start: string, byPath: Map<string, SourceFile>): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const queue: { path: string; via: string }[] = [{ path: start, via: start }];
  while (queue.length > 0) {
    const { path: current, via } = queue.shift()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const specifier of byPath.get(current)?.imports ?? []) {
      const target = resolve(`${current}.ts`, specifier);
      if (!target) continue;
      const to = moduleOf(`${target}/`);
      if (to) {
        if (!reached.has(to)) reached.set(to, via);
      } else if (byPath.has(target)) {
        queue.push({ path: target, via });
      }
    }
  }
  return reached;
}

/**
 * Each module's imports of other modules, with the file that makes each one (tests left out); an import of a
 * file outside the modules is followed to the modules it reaches.
 */
export function moduleEdges(files: SourceFile[]): Map<string, Map<string, string>> {
  const byPath = new Map(files.map((file) => [withoutExtension(file.path), file]));
  const edges = new Map<string, Map<string, string>>();
  const add = (from: string, to: string, where: string) => {
    if (to === from) return;
    const targets = edges.get(from) ?? new Map<string, string>();
    if (!targets.has(to)) targets.set(to, where);
    edges.set(from, targets);
  };
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from || isTest(file.path)) continue;
    for (const specifier of file.imports) {
      const target = resolve(file.path, specifier);
      if (!target) continue;
      const to = moduleOf(`${target}/`);
      if (to) {
        add(from, to, file.path);
        continue;
      }
      for (const [reached, via] of modulesReachedThrough(target, byPath)) {
        add(from, reached, `${file.path} via ${via}.ts`);
      }
    }
  }
  return edges;
}

/** Imports of a module by a plugin: plugins sit below the modules, and app.ts hands them what they need. */
export function findPluginModuleImports(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (!file.path.startsWith('plugins/') || isTest(file.path)) continue;
    for (const specifier of file.imports) {
      const target = resolve(file.path, specifier);
      if (target && moduleOf(`${target}/`)) {
        problems.push(
          `${file.path} imports ${target}.ts: plugins never import a module; pass what it needs in from app.ts`,
        );
      }
    }
  }
  return problems;
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
const SQL_TABLE_USE = new RegExp(String.raw`\b(from|join|into|update)\s+(${SALES_TABLES.join('|')})\b`, 'i');

/** Kysely's calls that name a table (or several) in their first argument. */
const TABLE_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'replaceInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoin',
  'crossJoinLateral',
  'using',
]);

/**
 * The strings an expression can be, as far as this file tells: literals, arrays of them, `as` and ternaries,
 * and names declared in the file with such a value (`const table = 'orders'`).
 */
function stringsOf(node: ts.Node, declarations: Map<string, ts.Expression[]>, depth = 0): string[] {
  if (depth > 8) return [];
  const next = (child: ts.Node) => stringsOf(child, declarations, depth + 1);
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(next);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return next(node.expression);
  }
  if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
  if (ts.isIdentifier(node)) return (declarations.get(node.text) ?? []).flatMap(next);
  return [];
}

/** `orders`, `orders as o`, `public.orders as o` → orders. */
const tableOf = (reference: string) =>
  reference
    .trim()
    .split(/\s+as\s+/i)[0]!
    .split('.')
    .at(-1)!;

/** The tables a file's query-builder calls name, however the name reaches the call. */
export function tablesUsedByQueryBuilder(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, ts.Expression[]>();
  const calls: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declarations.set(node.name.text, [...(declarations.get(node.name.text) ?? []), node.initializer]);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      TABLE_CALLS.has(node.expression.name.text) &&
      node.arguments[0]
    ) {
      calls.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(calls.flatMap((argument) => stringsOf(argument, declarations)).map(tableOf))];
}

/** Code outside the sales module that reads or writes its tables, through Kysely or in SQL. */
export function findSalesTableUse(files: SourceFile[]): string[] {
  const salesTables = new Set<string>(SALES_TABLES);
  return files
    .filter((file) => moduleOf(file.path) !== 'sales' && !isTest(file.path) && !file.path.startsWith('db/'))
    .filter(
      (file) =>
        SQL_TABLE_USE.test(withoutComments(file.text)) ||
        tablesUsedByQueryBuilder(file.text).some((table) => salesTables.has(table)),
    )
    .map((file) => `${file.path} touches ${SALES_TABLES.join('/')}: ask the sales module instead`);
}
