// What a first visit to the sign-in page downloads (the entry chunk, its static imports and the HTML's
// preloads and stylesheets), against every chunk of the build, in gzip bytes.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportTarget } from './lib/targets';

const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexFile = path.join(distDir, 'index.html');
const publicFile = path.join(distDir, 'public.html');
/** Issue 17: what each page's HTML loads before it can paint, in gzip bytes of JavaScript. */
const ENTRY_BUDGETS = [
  { page: 'public pages (public.html)', file: publicFile, limitKb: 100 },
  { page: 'dashboard (index.html)', file: indexFile, limitKb: 150 },
];
const ROUTE_CHUNK = /^assets\/sign-in-screen-[\w-]+\.(js|css)$/;

type Asset = { file: string; raw: number; gzip: number };

function measure(file: string): Asset {
  const bytes = fs.readFileSync(path.join(distDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  return [...html.matchAll(tag)].flatMap(([element]) => {
    const value = new RegExp(`\\b${attribute}=["']([^"']+)["']`).exec(element)?.[1];
    return value && value.startsWith('/') ? [value.slice(1)] : [];
  });
}

/** Static `import … from "./x.js"` and `import "./x.js"` of a built chunk; dynamic `import()` is left out. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(distDir, file), 'utf8');
  const specifiers = [
    ...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g),
  ];
  return specifiers.map(([, specifier]) => path.posix.join(path.posix.dirname(file), specifier ?? ''));
}

/** The chunks `files` load before running: themselves and their static imports, transitively. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !fs.existsSync(path.join(distDir, file))) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

/** What index.html loads: its module script, modulepreloads and stylesheets, with their static imports. */
function entryFiles(html: string): string[] {
  const scripts = attributeValues(html, /<script\b[^>]*type=["']module["'][^>]*>/g, 'src');
  const preloads = attributeValues(html, /<link\b[^>]*rel=["']modulepreload["'][^>]*>/g, 'href');
  const styles = attributeValues(html, /<link\b[^>]*rel=["']stylesheet["'][^>]*>/g, 'href');
  return [
    ...withStaticImports([...scripts, ...preloads]),
    ...styles.filter((file) => fs.existsSync(path.join(distDir, file))),
  ];
}

function allAssets(dir = distDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : allAssets(full);
    return /\.(js|css)$/.test(entry.name) ? [path.relative(distDir, full).split(path.sep).join('/')] : [];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (assets: Asset[], key: 'raw' | 'gzip') => assets.reduce((total, asset) => total + asset[key], 0);
const ofKind = (assets: Asset[], extension: string) =>
  assets.filter((asset) => asset.file.endsWith(extension));

if (!fs.existsSync(indexFile) || !fs.existsSync(publicFile)) {
  console.error(`No build at ${distDir}: run \`npm run bench\` at the root (it builds first).`);
  process.exit(1);
}
const everything = allAssets().map(measure);
const entry = entryFiles(fs.readFileSync(indexFile, 'utf8'));
// The router loads /sign-in's screen lazily; Vite names that chunk after sign-in-screen.tsx.
const routeChunks = everything.map((asset) => asset.file).filter((file) => ROUTE_CHUNK.test(file));
const route = withStaticImports(routeChunks.filter((file) => file.endsWith('.js')))
  .concat(routeChunks.filter((file) => file.endsWith('.css')))
  .filter((file) => !entry.includes(file));
const firstVisit = [...entry, ...route].map(measure);

const rows = [
  ['entry (index.html + imports)', entry.map(measure)],
  ['sign-in route chunk + imports', route.map(measure)],
  ['sign-in first visit, JS', ofKind(firstVisit, '.js')],
  ['sign-in first visit, CSS', ofKind(firstVisit, '.css')],
  ['sign-in first visit, total', firstVisit],
  ['all chunks, JS', ofKind(everything, '.js')],
  ['all chunks, CSS', ofKind(everything, '.css')],
  ['all chunks, total', everything],
] as const;

console.log('bundle size (gzip -9)\n');
console.log(`${'what'.padEnd(32)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
for (const [label, assets] of rows) {
  console.log(
    `${label.padEnd(32)}${String(assets.length).padStart(6)}${kb(sum(assets, 'raw')).padStart(12)}${kb(sum(assets, 'gzip')).padStart(12)}`,
  );
}
if (routeChunks.length === 0)
  console.log('\n(no sign-in-screen-*.js chunk: the sign-in screen is in the entry)');
console.log(
  `\nfirst visit is ${((100 * sum(firstVisit, 'gzip')) / Math.max(1, sum(everything, 'gzip'))).toFixed(0)}% of all gzip bytes; its files:`,
);
for (const asset of [...firstVisit].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${kb(asset.gzip).padStart(10)}  ${asset.file}`);
}

console.log(
  '\nper entry: what the HTML loads (module script, modulepreloads and their static imports, stylesheets)',
);
const allGzip = sum(everything, 'gzip');
for (const { page, file, limitKb } of ENTRY_BUDGETS) {
  const assets = entryFiles(fs.readFileSync(file, 'utf8')).map(measure);
  const scripts = ofKind(assets, '.js');
  const styles = ofKind(assets, '.css');
  console.log(
    `  ${page}: ${scripts.length} scripts ${kb(sum(scripts, 'gzip'))}, ${styles.length} stylesheets ${kb(sum(styles, 'gzip'))}`,
  );
  reportTarget({
    name: `${page}: JavaScript before the first paint, gzip`,
    measured: `${kb(sum(scripts, 'gzip'))} in ${scripts.length} files`,
    limit: `the whole build ${kb(allGzip)}`,
    target: `≤ ${limitKb} KB`,
    ratio: sum(scripts, 'gzip') / allGzip,
    pass: sum(scripts, 'gzip') <= limitKb * 1024,
  });
}
