// Importing a mailing list from a file, on PostgreSQL: 50,000-row CSV and XLSX files read (the preview) and
// imported through the API, timed, with the server's peak memory around each request.
import os from 'node:os';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { hashPassword } from '../apps/api/src/modules/auth/password.service';
import { insertUser } from '../apps/api/src/modules/auth/user.repository';
import { setCurrentOrganisation } from '../apps/api/src/modules/organisations/current-organisation.repository';
import { insertMembership } from '../apps/api/src/modules/organisations/membership.repository';
import { insertOrganisation } from '../apps/api/src/modules/organisations/organisation.repository';
import { ApiClient } from './lib/api-client';
import { startApp, type AppServer } from './lib/app-server';
import { int, mb, ms, table } from './lib/stats';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_import';
const ROWS = 50_000;
const RUNS = 3;
const PASSWORD = 'bench import password';

function fail(message: string): never {
  console.error(`\nmessaging-import: ${message}`);
  process.exit(1);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function recreateDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[\w-]+$/.test(name)) fail(`unexpected database name "${name}" in ${DATABASE_URL}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } catch (error) {
    fail(`PostgreSQL at ${url.host}: ${(error as Error).message || String(error)}`);
  } finally {
    await admin.end();
  }
}

async function seedOrganiser(db: Db): Promise<string> {
  const organizationId = await insertOrganisation(db, { name: 'Bench Import', avatarUrl: null });
  const email = 'import-bench@example.test';
  const userId = await insertUser(db, { email, name: 'Bench', passwordHash: await hashPassword(PASSWORD) });
  await insertMembership(db, { organizationId, userId, roles: ['ROLE_admin'], permissions: [] });
  await setCurrentOrganisation(db, userId, organizationId);
  return email;
}

/** Row i: a distinct email and a UK mobile typed as dialled at home, as a spreadsheet export holds them. */
const row = (i: number) => [`Guest ${i}`, `guest${i}@example.test`, `07${String(700_000_000 + i)}`];

function csvFile(): Buffer {
  const lines = ['Name,Email,Mobile', ...Array.from({ length: ROWS }, (_, i) => row(i).join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function xlsxFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Guests');
  sheet.addRow(['Name', 'Email', 'Mobile']);
  for (let i = 0; i < ROWS; i++) sheet.addRow(row(i));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Upload = { status: number; ms: number; body: Record<string, unknown>; bytes: number };

async function upload(client: ApiClient, path: string, name: string, bytes: Buffer): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const started = performance.now();
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'x-csrf-token': client.csrfToken, accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) fail(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { status: response.status, ms: elapsed, body: JSON.parse(text), bytes: text.length };
}

/** One request with the server's peak RSS reset just before it, so VmHWM after is the request's own peak. */
async function measured(server: AppServer, run: () => Promise<Upload>) {
  const before = server.memory();
  const isReset = server.resetPeak();
  const answer = await run();
  const after = server.memory();
  if (!isReset) fail('the kernel refused to reset VmHWM (/proc/{pid}/clear_refs)');
  return { answer, before, after };
}

async function main() {
  const startedAt = performance.now();
  const loadAtStart = loadAverage();
  await recreateDatabase();
  const server = await startApp({ DATABASE_URL, DEMO_DATA: 'never' });
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 2 });
  const rows: string[][] = [];
  const checks: string[][] = [];
  try {
    const client = new ApiClient(server.baseUrl);
    await client.signIn(await seedOrganiser(db), PASSWORD);
    const files = { csv: csvFile(), xlsx: await xlsxFile() };
    const idle = server.memory();

    for (const [kind, bytes] of Object.entries(files)) {
      const name = `guests.${kind}`;
      for (let run = 1; run <= RUNS; run++) {
        const preview = await measured(server, () =>
          upload(client, '/api/client/mailing-lists/read-file', name, bytes),
        );
        const receivers = (preview.answer.body.receivers as unknown[]).length;
        rows.push([
          `${kind.toUpperCase()} read-file (preview), run ${run}`,
          mb(bytes.length / 1024),
          ms(preview.answer.ms, 0),
          int(receivers),
          `${(preview.answer.bytes / 1024 / 1024).toFixed(1)} MB`,
          mb(preview.before.rssKb),
          mb(preview.after.hwmKb),
        ]);
        if (run === 1) checks.push([`${kind} preview receivers`, int(ROWS), int(receivers)]);

        const list = await client.json<{ id: string }>(
          'POST',
          '/api/client/mailing-lists/create-mailing-list',
          {
            mailingList: {
              name: `${kind} ${run}`,
              receivers: [{ email: 'guest0@example.test', phone: null }],
            },
          },
        );
        const imported = await measured(server, () =>
          upload(client, `/api/client/mailing-lists/import-from-file/${list.id}`, name, bytes),
        );
        const { added, duplicates, invalid } = imported.answer.body as {
          added: number;
          duplicates: number;
          invalid: number;
        };
        rows.push([
          `${kind.toUpperCase()} import-from-file, run ${run}`,
          mb(bytes.length / 1024),
          ms(imported.answer.ms, 0),
          `${int(added)} added, ${int(duplicates)} dup, ${int(invalid)} invalid`,
          '—',
          mb(imported.before.rssKb),
          mb(imported.after.hwmKb),
        ]);
        if (run === 1)
          checks.push([`${kind} import added (one already in the list)`, int(ROWS - 1), int(added)]);
      }
    }

    console.log(`\nmailing list import on PostgreSQL: ${int(ROWS)} rows (name, email, UK mobile)\n`);
    console.log(
      table(
        ['request', 'file', 'wall', 'receivers', 'answer', 'RSS before', 'peak RSS (VmHWM)'],
        rows,
        'lrrrrrr',
      ),
    );
    console.log(`\nserver idle after start and sign-in: VmRSS ${mb(idle.rssKb)}, VmHWM ${mb(idle.hwmKb)}`);
    console.log(
      `whole scenario ${((performance.now() - startedAt) / 1000).toFixed(0)} s; load average ${loadAtStart} at the start, ${loadAverage()} at the end (2 cores)\n`,
    );
    const results = checks.map(([what, expected, got]) => [
      what!,
      expected!,
      got!,
      expected === got ? 'ok' : 'FAIL',
    ]);
    console.log(table(['check', 'expected', 'got', 'result'], results, 'lrrl'));
    if (results.some((result) => result[3] !== 'ok')) process.exitCode = 1;
  } finally {
    await db.destroy();
    await server.stop();
  }
}

await main();
