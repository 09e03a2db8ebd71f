// The app for the browser tests: `npm run serve` on a fresh DATA_DIR, which is removed once the app has stopped,
// so a run leaves no database (some 40 MB) and no pid file in the system's temporary directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('serve-app: DATA_DIR is not set');
const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

removeDataDir();
const app = spawn('npm', ['run', 'serve'], { stdio: 'inherit' });
// Playwright stops its servers by signalling their whole process group (gracefulShutdown in the config), so
// the app has the signal too and closes its database; this process outlives it to clean up after it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
app.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});
