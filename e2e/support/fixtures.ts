import { test as base } from '@playwright/test';
import type { Account } from './accounts';
import { signInOverApi, type ApiClient } from './api';

type Fixtures = {
  /** Opens an API session as `account` for seeding; every session is closed after the test. */
  apiAs: (account: Account) => Promise<ApiClient>;
};

export const test = base.extend<Fixtures>({
  apiAs: async ({ baseURL }, use) => {
    const clients: ApiClient[] = [];
    await use(async (account) => {
      const client = await signInOverApi(baseURL ?? '', account);
      clients.push(client);
      return client;
    });
    await Promise.all(clients.map((client) => client.dispose()));
  },
});

export { expect } from '@playwright/test';
