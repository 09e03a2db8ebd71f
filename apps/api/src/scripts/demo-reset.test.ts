import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../db/connect';
import { seedDemo } from '../demo/demo-seed';
import { testDatabaseKind } from '../../test/test-database';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-demo-reset-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run demo:reset` as npm runs it: tsx in the API workspace, on the embedded database in dataDir. */
function demoReset(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/demo-reset.ts'], {
      cwd: path.join(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const organisationNames = async () => {
  const handle = await connectDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const names = (await handle.db.selectFrom('organizations').select('name').orderBy('name').execute()).map(
    (row) => row.name,
  );
  await handle.db.destroy();
  return names;
};

describe.skipIf(testDatabaseKind === 'postgres')('npm run demo:reset on the embedded database', () => {
  it('refuses while the app holds the data directory, and changes nothing', async () => {
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    // The test runner's parent stands in for a running app: a live process named in the lock file.
    fs.writeFileSync(path.join(dataDir, 'usher.pid'), String(process.ppid));

    const { code, stdout, stderr } = await demoReset();

    expect(code).toBe(1);
    expect(stderr).toContain(
      `Usher (process ${process.ppid}) is running on the embedded database in ${dataDir}`,
    );
    expect(stderr).toContain('Nothing was changed.');
    expect(stdout).toBe('');
    expect(fs.readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17');
  });

  it(
    'says what it deletes and rebuilds only the demo organiser, keeping the others',
    { timeout: 180_000 },
    async () => {
      // This run's migrated template, written out as an embedded database in DATA_DIR.
      const handle = await connectDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]),
      });
      await seedDemo(handle.db);
      await handle.db.insertInto('organizations').values({ name: 'Hall of Mirrors' }).execute();
      await handle.db.destroy();
      // A lock left by an app that died is no reason to refuse.
      fs.writeFileSync(path.join(dataDir, 'usher.pid'), String(spawnSync(process.execPath, ['-e', '0']).pid));

      const { code, stdout, stderr } = await demoReset();
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain(
        'Deleting the demo accounts (organiser@example.com, admin@example.com, door@example.com) and the organisers only they belong to',
      );
      expect(stdout).toContain('other organisers and their accounts are kept');

      expect(await organisationNames()).toEqual(['Hall of Mirrors', 'Riverside Live']);
    },
  );
});
