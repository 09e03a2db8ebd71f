#!/usr/bin/env node
// `npm run build`: builds the web app (Vite) and compiles the API (esbuild) unless what each is built from is
// unchanged since its last build. Each build leaves a stamp (a hash of its sources' paths and contents) in its
// output folder; a hash rather than mtimes, because checkouts, merges and `cp` change mtimes but not contents.
// Beside it the stamp keeps a hash of the sources' paths, sizes and mtimes: while that still matches, nothing
// was written since, and the check reads no file (a restart's check, otherwise a read of every source).
// `--force` builds both anyway.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const TEST_FILE = /\.test\.tsx?$/;

/** Every file under each of `roots` (relative to the repository), tests and build output left out, sorted. */
function sourceFiles(roots) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) files.push(full);
    }
  };
  for (const root of roots) {
    const full = path.join(repoRoot, root);
    if (fs.statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
  return files.sort();
}

function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** A hash of each file's path, size and modification time: it changes whenever a file is written. */
function statsHashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = fs.statSync(file);
    hash.update(`${path.relative(repoRoot, file)}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

/**
 * Pure JavaScript packages of many small ES modules, bundled into the server: Node loads each module file on its
 * own (Kysely alone is 279), which was the largest part of loading the server. They read no files of their own,
 * and the packages that import them (the Kysely dialect, the zod type provider) are bundled with them, so there
 * is one copy of each.
 */
const BUNDLED_PACKAGES = new Set([
  'kysely',
  'kysely-pglite-dialect',
  'zod',
  'fastify-type-provider-zod',
  'libphonenumber-js',
  'luxon',
]);

/**
 * Leaves every other npm package to Node, and bundles our own workspace packages (`@usher/…`, TypeScript). A deep
 * import of a package without an `exports` map (`nodemailer/lib/addressparser`) is rewritten to the file esbuild
 * finds for it (`…/addressparser/index.js`): Node's ES module loader neither adds extensions nor opens folders.
 */
export const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@usher/') || args.pluginData === 'resolving') return undefined;
      const [scopeOrName, ...rest] = args.path.split('/');
      const name = scopeOrName.startsWith('@') ? `${scopeOrName}/${rest.shift()}` : scopeOrName;
      if (BUNDLED_PACKAGES.has(name)) return undefined;
      if (rest.length === 0 || args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      const packageDir =
        found.path.slice(0, found.path.lastIndexOf(`/node_modules/${name}/`)) + `/node_modules/${name}`;
      const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      const subpath = manifest.exports ? args.path : `${name}/${path.relative(packageDir, found.path)}`;
      return { path: subpath, external: true };
    });
  },
};

/**
 * The API as one ES module per entry: our code and the contract's TypeScript bundled, every npm package left
 * to Node (pdfkit, PGlite and others read files beside their own code). The Excel reader's worker thread is an
 * entry of its own beside server.js, where receiver-file.thread.ts looks for it; so is the script that writes the
 * migrated embedded database a first start unpacks (apps/api/src/db/pglite-template.ts).
 */
async function compileApi(outDir) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: {
      server: 'apps/api/src/server.ts',
      'receiver-file.worker': 'apps/api/src/modules/mailing-lists/receiver-file.worker.ts',
      'write-pglite-template': 'apps/api/src/scripts/write-pglite-template.ts',
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [npmPackagesStayExternal],
  });
}

/** What `npm run build` builds: where it goes, what it is built from, and how. */
export const TARGETS = [
  {
    name: 'web app',
    outDir: 'apps/web/dist',
    sources: ['apps/web', 'packages/contract', 'package-lock.json', 'tsconfig.base.json'],
    build: () => run('npm', ['run', 'build', '-w', 'apps/web']),
  },
  {
    name: 'API',
    outDir: 'apps/api/dist',
    // The compile options are in this script: a change to it compiles again.
    sources: [
      'apps/api/src',
      'apps/api/package.json',
      'packages/contract',
      'package-lock.json',
      'scripts/build.mjs',
    ],
    build: async (outDir) => {
      await compileApi(outDir);
      await run(process.execPath, [path.join(outDir, 'write-pglite-template.js')]);
    },
  },
];

/** Builds the target when its sources changed since its stamp (or with `force`); answers whether it built. */
async function buildTargetIfChanged(target, { force, log }) {
  const outDir = path.join(repoRoot, target.outDir);
  const stampFile = path.join(outDir, STAMP);
  const files = sourceFiles(target.sources);
  const statsHash = statsHashOf(files);
  const [stamp = null, stampedStats] = fs.existsSync(stampFile)
    ? fs.readFileSync(stampFile, 'utf8').trim().split('\n')
    : [];
  const hash = !force && stampedStats === statsHash ? stamp : hashOf(files);
  if (!force && stamp === hash) {
    // Contents unchanged but files touched (a checkout): the next check can again skip reading them.
    if (stampedStats !== statsHash) fs.writeFileSync(stampFile, `${hash}\n${statsHash}\n`);
    log(`${target.name}: up to date (${target.outDir})`);
    return false;
  }
  const started = Date.now();
  log(`${target.name}: ${stamp ? 'sources changed' : 'not built yet'}, building…`);
  fs.rmSync(stampFile, { force: true });
  await target.build(outDir);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(stampFile, `${hash}\n${statsHash}\n`);
  log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * Builds each target whose sources changed since its stamp (all with `force`), side by side: neither reads the
 * other's output, and each leaves a core idle much of its time (Vite's single-threaded steps, the API's
 * embedded-database template); says what it did.
 */
export async function buildIfChanged({ force = false, log = console.log } = {}) {
  const built = await Promise.all(TARGETS.map((target) => buildTargetIfChanged(target, { force, log })));
  return TARGETS.filter((_target, index) => built[index]).map((target) => target.name);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildIfChanged({ force: process.argv.includes('--force') });
}
