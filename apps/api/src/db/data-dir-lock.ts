import fs from 'node:fs';
import path from 'node:path';

/** Written by a server on the embedded database, so no other command opens that database under it. */
const LOCK_FILE = 'usher.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The id of a live process holding the data directory, or null (no lock file, or one left by a dead process). */
export function findDataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Marks the data directory as this process's until it exits; refuses when a live process already holds it. */
export function holdDataDir(dataDir: string): void {
  const holder = findDataDirHolder(dataDir);
  if (holder !== null) {
    throw new Error(`Usher (process ${holder}) is already running on ${dataDir}: stop it first.`);
  }
  const file = path.join(dataDir, LOCK_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  process.once('exit', () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already removed with the directory: nothing left to release.
    }
  });
}
