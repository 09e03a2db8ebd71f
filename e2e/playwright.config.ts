import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { INBOX_ACCOUNT_SID, INBOX_AUTH_TOKEN, inboxPorts } from './support/inbox';

const isCi = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The stand-in payment provider (support/oidc-provider.ts): each sign-in through it is a new merchant.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const oidc = { OIDC_CLIENT_ID: 'usher-e2e', OIDC_CLIENT_SECRET: 'usher-e2e-secret' };
// The loopback SMTP server and SMS API (support/loopback-inbox.ts): every message of the run really goes out.
const inbox = inboxPorts(port);
const repoRoot = path.resolve(import.meta.dirname, '..');
// A fixed path the server command (support/serve-app.mjs) wipes before the app starts and removes once it has
// stopped: workers re-read this file, so it must not delete anything.
const dataDir = path.join(os.tmpdir(), `usher-e2e-${port}`);

export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCi,
  workers: 2,
  retries: isCi ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ??
          path.join(import.meta.dirname, 'playwright-report', 'results.json'),
      },
    ],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // The door's service worker downloads the whole app (76 files) into every new browser context that opens the
    // dashboard; only the offline door's spec needs it, and allows it there.
    serviceWorkers: 'block',
    // Recording a trace doubles a test's time on a 2-core machine (sign-in and toast specs: 2.5 min with it, 1.3
    // without): on CI only the retry of a failed test records one; locally every failure keeps its trace.
    trace: isCi ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/loopback-inbox.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${inbox.http}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { INBOX_SMTP_PORT: String(inbox.smtp), INBOX_HTTP_PORT: String(inbox.http) },
    },
    {
      command: 'npx tsx e2e/support/oidc-provider.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...oidc, OIDC_PORT: String(oidcPort), APP_URL: baseURL },
    },
    {
      command: 'node e2e/support/serve-app.mjs',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Stopped, not killed, so that its data directory is removed after it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: 'auto',
        // The specs' new organisers buy on the test payment page, which the production default keeps to the demo.
        TEST_PAYMENTS: 'true',
        LOG_LEVEL: 'warn',
        ...oidc,
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        SMTP_URL: `smtp://127.0.0.1:${inbox.smtp}`,
        SMS_API_URL: `http://127.0.0.1:${inbox.http}`,
        SMS_ACCOUNT_SID: INBOX_ACCOUNT_SID,
        SMS_AUTH_TOKEN: INBOX_AUTH_TOKEN,
        SMS_FROM: '+447700900999',
      },
    },
  ],
});
