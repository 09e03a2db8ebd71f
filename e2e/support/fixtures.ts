import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { signInAsNewMerchant, signInOverApi, type ApiClient } from './api';

type Fixtures = {
  /** Opens an API session as `account` for seeding; every session is closed after the test. */
  apiAs: (account: Account) => Promise<ApiClient>;
  /**
   * Opens an API session as a brand-new merchant with an organiser of their own (ROLE_MASTER with
   * organization.control). Use it for anything that changes an organiser: the current organiser belongs
   * to the user, not the session, so changing or switching the demo organiser would disturb other tests.
   */
  apiAsNewMerchant: () => Promise<ApiClient>;
  /**
   * A page in a browser context of its own, already signed in as `api`'s user (`options` for a phone's
   * viewport and touch, see viewports.ts); closed after the test.
   */
  pageAs: (api: ApiClient, options?: BrowserContextOptions) => Promise<Page>;
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
  apiAsNewMerchant: async ({ baseURL }, use) => {
    const clients: ApiClient[] = [];
    await use(async () => {
      const client = await signInAsNewMerchant(baseURL ?? '');
      clients.push(client);
      return client;
    });
    await Promise.all(clients.map((client) => client.dispose()));
  },
  pageAs: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (api, options) => {
      const context = await browser.newContext({ ...options, storageState: await api.storageState() });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
