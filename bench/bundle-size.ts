// What a first visit to the sign-in page downloads (the entry chunk, its static imports and the HTML's
// preloads and stylesheets), against every chunk of the build, in gzip bytes; then what each public landing
// page and the dashboard load before their first paint, against issue 17's budgets.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportTarget } from './lib/targets';

const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexFile = path.join(distDir, 'index.html');
const publicFile = path.join(distDir, 'public.html');
/** Written by the web build: each public page's own chunks, which the server preloads in the page's HTML. */
const publicPagesFile = path.join(distDir, 'public-pages.json');
/** Issue 17: what a page loads before it can paint, in gzip bytes of JavaScript. */
const PUBLIC_LIMIT_KB = 100;
const DASHBOARD_LIMIT_KB = 150;
/** The landing pages a shared link opens, by the first segment of their path. */
const LANDING_PAGES = [
  ['e', 'event page /e/{id}'],
  ['a', 'activity page /a/{id}'],
  ['t', 'ticket page /t/{externalId}'],
  ['o', 'organiser page /o/{guid}'],
] as const;
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

if (!fs.existsSync(indexFile) || !fs.existsSync(publicFile) || !fs.existsSync(publicPagesFile)) {
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

const allGzip = sum(everything, 'gzip');
const scriptsOf = (assets: Asset[]) => ofKind(assets, '.js');

console.log(
  '\nbefore the first paint: what the HTML loads (module script, modulepreloads and their static imports,\n' +
    'stylesheets); a public page adds the chunks the server lists in its HTML (public-pages.json) and theirs',
);
const publicEntry = entryFiles(fs.readFileSync(publicFile, 'utf8'));
const publicPages = JSON.parse(fs.readFileSync(publicPagesFile, 'utf8')) as Record<string, string[]>;
const landings = LANDING_PAGES.map(([segment, page]) => {
  const own = (publicPages[segment] ?? []).map((file) => file.slice(1));
  const files = [
    ...new Set([...publicEntry, ...withStaticImports(own.filter((file) => file.endsWith('.js')))]),
    ...own.filter((file) => file.endsWith('.css') && !publicEntry.includes(file)),
  ];
  return { page, assets: files.map(measure) };
});
const dashboard = {
  page: 'dashboard (index.html)',
  assets: entryFiles(fs.readFileSync(indexFile, 'utf8')).map(measure),
};
for (const { page, assets } of [...landings, dashboard]) {
  const scripts = scriptsOf(assets);
  const styles = ofKind(assets, '.css');
  console.log(
    `  ${page.padEnd(30)} ${String(scripts.length).padStart(2)} scripts ${kb(sum(scripts, 'gzip')).padStart(9)}, ${styles.length} stylesheets ${kb(sum(styles, 'gzip')).padStart(8)}`,
  );
}

const worst = landings.reduce((heaviest, landing) =>
  sum(scriptsOf(landing.assets), 'gzip') > sum(scriptsOf(heaviest.assets), 'gzip') ? landing : heaviest,
);
for (const { name, entry: measured, limitKb } of [
  { name: `public pages, the heaviest (${worst.page})`, entry: worst, limitKb: PUBLIC_LIMIT_KB },
  { name: dashboard.page, entry: dashboard, limitKb: DASHBOARD_LIMIT_KB },
]) {
  const scripts = scriptsOf(measured.assets);
  reportTarget({
    name: `${name}: JavaScript before the first paint, gzip`,
    measured: `${kb(sum(scripts, 'gzip'))} in ${scripts.length} files`,
    limit: `the whole build ${kb(allGzip)}`,
    target: `≤ ${limitKb} KB`,
    ratio: sum(scripts, 'gzip') / allGzip,
    pass: sum(scripts, 'gzip') <= limitKb * 1024,
  });
}
