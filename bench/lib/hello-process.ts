// Starts lib/hello-server.ts as a child process on a free port; resolves once it answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './app-server';

export type HelloServer = { url: string; stop(): void };

export async function startHelloServer(): Promise<HelloServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts')],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    },
  );
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}/hello`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the hello server did not answer within 30 s');
}
