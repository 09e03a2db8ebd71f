#!/usr/bin/env node
// `npm test`: checks, unit and API tests, then browser specs. Every stage runs so the summary is complete;
// the exit code is non-zero when any stage failed. The last line is `tests: N passed, M failed[, K skipped]`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-test-all-'));
const vitestJson = path.join(reportDir, 'vitest.json');
const playwrightJson = path.join(reportDir, 'playwright.json');

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's JSON report; a file that failed before any test ran counts as one failure. */
function countVitest(report) {
  if (!report) return null;
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    note: brokenFiles ? `${brokenFiles} file(s) failed to run` : '',
  };
}

/** Playwright's JSON report; flaky tests passed on retry, and errors outside tests count as one failure. */
function countPlaywright(report) {
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const outsideTests = (report.errors ?? []).length > 0 ? 1 : 0;
  return {
    passed: expected + flaky,
    failed: unexpected + outsideTests,
    skipped,
    note: [flaky ? `${flaky} flaky` : '', outsideTests ? 'errors outside tests' : '']
      .filter(Boolean)
      .join(', '),
  };
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** Each failed Vitest test (or file that failed to run) as `file › name: first line of the error`. */
function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(repoRoot, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Each Playwright test that failed on every try, as `file › title: first line of the error`. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    (suite.suites ?? []).forEach(walk);
  };
  (report?.suites ?? []).forEach(walk);
  return failures;
}

/** `npm run <script>` for each script at once; the exit code of the first that failed, else 0. */
async function runSideBySide(scripts) {
  const codes = await Promise.all(scripts.map((script) => run('npm', ['run', '--silent', script])));
  return codes.find((code) => code !== 0) ?? 0;
}

const CHROMIUM = '/usr/bin/chromium';

/** The browser specs drive Debian's Chromium: install it when it is missing and we may, else say how. */
async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing: install it with \`sudo apt-get install -y chromium\`.`);
    return 1;
  }
  console.log(`${CHROMIUM} is missing: installing it with apt-get.`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], env);
  return updated === 0 ? run('apt-get', ['install', '-y', '-qq', 'chromium'], env) : updated;
}

const stages = [
  { name: 'browser', run: ensureChromium },
  // `npm run check`'s four steps, side by side: lint and typecheck each keep one core busy for a minute.
  {
    name: 'check',
    run: () => runSideBySide(['format:check', 'lint', 'typecheck', 'check:modules']),
  },
  {
    name: 'vitest',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    count: () => countVitest(readJson(vitestJson)),
    failures: () => vitestFailures(readJson(vitestJson)),
  },
  {
    name: 'e2e',
    command: 'npm',
    args: ['run', 'test:e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
    count: () => countPlaywright(readJson(playwrightJson)),
    failures: () => playwrightFailures(readJson(playwrightJson)),
  },
];

const results = [];
for (const stage of stages) {
  console.log(`\n━━━ ${stage.name}${stage.command ? `: ${[stage.command, ...stage.args].join(' ')}` : ''}\n`);
  const started = Date.now();
  const exitCode = stage.run ? await stage.run() : await run(stage.command, stage.args, stage.env);
  const seconds = (Date.now() - started) / 1000;
  const counted = stage.count?.() ?? null;
  let counts = counted ?? { passed: 0, failed: 0, skipped: 0, note: '' };
  // A stage that failed without a failing test to show for it (lint, build, crash) counts as one failure.
  if (exitCode !== 0 && counts.failed === 0) {
    counts = {
      ...counts,
      failed: 1,
      note: [counts.note, `exit code ${exitCode}`].filter(Boolean).join(', '),
    };
  }
  if (stage.count && !counted) counts.note = [counts.note, 'no report'].filter(Boolean).join(', ');
  results.push({
    name: stage.name,
    ok: exitCode === 0 && counts.failed === 0,
    seconds,
    counts,
    hasTests: !!stage.count,
    failures: stage.failures?.() ?? [],
  });
}
fs.rmSync(reportDir, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
const failures = results.flatMap((result) => result.failures.map((failure) => `${result.name}: ${failure}`));
if (failures.length > 0) {
  // Printed last but for the table, so a log that keeps only its tail still names what failed.
  console.log('\n━━━ failed\n');
  for (const failure of failures.slice(0, 30)) console.log(`✗ ${failure.slice(0, 400)}`);
}
console.log('\n━━━ summary\n');
for (const { name, ok, seconds, counts, hasTests } of results) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const figures = hasTests
    ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : '';
  const detail = [figures, counts.note].filter(Boolean).join('; ');
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(7)} ${`${seconds.toFixed(1)}s`.padStart(7)}  ${detail}`,
  );
}
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
