import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** API test files that replace one of the app's modules (vi.mock): each needs a module graph of its own. */
const mockingApiFiles = ['apps/api/src/modules/mailing-lists/receiver-file-worker.routes.test.ts'];

const apiProject = (name: string, database: 'pglite' | 'postgres', isolated: boolean) => ({
  test: {
    name: isolated ? `${name}-isolated` : name,
    include: isolated ? mockingApiFiles : ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    exclude: isolated ? [] : mockingApiFiles,
    // Each API file starts its own app on its own database, so the modules they import (Fastify, Kysely, zod,
    // the contract and the app itself: about half of a file's time) are loaded once per worker and shared.
    isolate: isolated,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // On CI a test that fails once is run again (the reporter marks it "retry x1"): the race and fault tests
    // share two cores with everything else, and a red CI on a load spike lands nothing.
    retry: process.env.CI ? 1 : 0,
    env: { USHER_TEST_DB: database },
    globalSetup: ['apps/api/test/global-setup.ts'],
  },
});

const apiProjects = (name: string, database: 'pglite' | 'postgres') => [
  apiProject(name, database, false),
  apiProject(name, database, true),
];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; most API files spend their time waiting on
    // PostgreSQL, a lock or a loopback server, so one file per core keeps both cores busy (files never share
    // a database, a port or a process).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], isolate: false } },
      ...apiProjects('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('api-postgres', 'postgres') : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // As the API's: React, Mantine and the app's modules are loaded once per worker, not once per file (most
          // of a web file's time went to importing them). No web file mocks a module; the setup file resets the
          // state a module keeps (the CSRF token) at the start of each file.
          isolate: false,
        },
      },
    ],
  },
});
