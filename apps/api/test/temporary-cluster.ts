import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian puts PostgreSQL 15's server binaries (the CI machine and the development machines). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = existsSync(path.join(POSTGRES_BIN, 'initdb'));

export type TemporaryCluster = {
  url(database: string): string;
  /** `pg_ctl stop -m fast`: every connection ends (57P01), new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** Stops the cluster and deletes its folder. */
  destroy(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, with trust authentication.
 * PostgreSQL refuses to run as root, so as root (tests and CI) its programs run as the `postgres` user.
 */
export async function startTemporaryCluster(): Promise<TemporaryCluster> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-cluster-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, program), ...args])
      : run(path.join(POSTGRES_BIN, program), args);
  const serverOptions = `-k ${dir} -c listen_addresses=127.0.0.1 -p ${port} -c fsync=off`;
  const ctl = (action: string, extra: string[] = []) =>
    pg('pg_ctl', [action, '-D', dataDir, '-w', '-t', '60', '-l', path.join(dir, 'log'), ...extra]);
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  await ctl('start', ['-o', serverOptions]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => void (await ctl('stop', ['-m', 'fast'])),
    start: async () => void (await ctl('start', ['-o', serverOptions])),
    restart: async () => void (await ctl('restart', ['-m', 'fast', '-o', serverOptions])),
    async destroy() {
      await ctl('stop', ['-m', 'immediate']).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
