// Runs every bench scenario in its own process, each with a time limit, and fails if any of them fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SCENARIOS = [{ file: 'bundle-size.ts', timeoutMs: 60_000 }];

let failures = 0;
for (const { file, timeoutMs } of SCENARIOS) {
  console.log(`\n=== ${file}\n`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    stdio: 'inherit',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = result.status !== 0;
  if (failed) failures += 1;
  const why = result.signal ? `killed after ${timeoutMs / 1000}s limit` : `exit ${result.status}`;
  console.log(`\n${failed ? 'FAIL' : 'ok'}  ${file} in ${seconds}s${failed ? ` (${why})` : ''}`);
}
process.exit(failures > 0 ? 1 : 0);
