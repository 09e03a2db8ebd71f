import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDataDirHolder, holdDataDir } from './data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const lockBy = (pid: number) => fs.writeFileSync(path.join(dataDir, 'usher.pid'), String(pid));
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('data directory lock', () => {
  it('names a live process holding the directory, and ignores a dead one, garbage or no lock', () => {
    expect(findDataDirHolder(dataDir)).toBeNull();
    lockBy(process.ppid);
    expect(findDataDirHolder(dataDir)).toBe(process.ppid);
    lockBy(deadPid());
    expect(findDataDirHolder(dataDir)).toBeNull();
    fs.writeFileSync(path.join(dataDir, 'usher.pid'), 'not a pid');
    expect(findDataDirHolder(dataDir)).toBeNull();
  });

  it('is refused to a second process while a live one holds the directory', () => {
    lockBy(process.ppid);
    expect(() => holdDataDir(dataDir)).toThrow(`(process ${process.ppid}) is already running on ${dataDir}`);
  });

  it('is held while the process runs and released when it exits', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import fs from 'node:fs';
         import { holdDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))};
         holdDataDir(process.argv[1]);
         console.log(fs.readFileSync(process.argv[1] + '/usher.pid', 'utf8'));`,
        dataDir,
      ],
      { encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe(String(child.pid));
    expect(fs.existsSync(path.join(dataDir, 'usher.pid'))).toBe(false);
  });
});
