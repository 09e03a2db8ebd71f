import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Account } from './accounts';

type Body = Record<string, unknown> | unknown[];

/** A signed-in HTTP client for seeding: cookies stay in the context, the CSRF token goes on every write. */
export type ApiClient = {
  get: <T = any>(path: string) => Promise<T>;
  post: <T = any>(path: string, body?: Body) => Promise<T>;
  put: <T = any>(path: string, body?: Body) => Promise<T>;
  patch: <T = any>(path: string, body?: Body) => Promise<T>;
  delete: <T = any>(path: string) => Promise<T>;
  /** Cookies of this session, for `browser.newContext({ storageState })` to open the app already signed in. */
  storageState: () => ReturnType<APIRequestContext['storageState']>;
  dispose: () => Promise<void>;
};

async function readJson(response: APIResponse, what: string): Promise<any> {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

function apiClient(context: APIRequestContext, csrfToken: string): ApiClient {
  const write = (method: 'post' | 'put' | 'patch' | 'delete') => async (path: string, body?: Body) =>
    readJson(
      await context[method](path, { data: body, headers: { 'x-csrf-token': csrfToken } }),
      `${method.toUpperCase()} ${path}`,
    );

  return {
    get: async (path) => readJson(await context.get(path), `GET ${path}`),
    post: write('post'),
    put: write('put'),
    patch: write('patch'),
    delete: write('delete'),
    storageState: () => context.storageState(),
    dispose: () => context.dispose(),
  };
}

const newApiContext = (baseURL: string) =>
  request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });

export async function signInOverApi(baseURL: string, account: Account): Promise<ApiClient> {
  const context = await newApiContext(baseURL);
  const session = await readJson(await context.get('/api/auth/session'), 'GET /api/auth/session');
  const login = await readJson(
    await context.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { 'x-csrf-token': session.csrfToken },
    }),
    `POST /api/auth/login as ${account.email}`,
  );
  return apiClient(context, login.csrfToken);
}

/**
 * Signs in through the stand-in payment provider (support/oidc-provider.ts) as a merchant nobody has seen:
 * a new user who controls a new organiser of their own, so the test may change that organiser freely.
 */
export async function signInAsNewMerchant(baseURL: string): Promise<ApiClient> {
  const context = await newApiContext(baseURL);
  const landing = await context.get('/api/auth/oidc/start');
  const session = await readJson(await context.get('/api/auth/session'), 'GET /api/auth/session');
  if (!session.authenticated) {
    throw new Error(`signing in through the stand-in provider ended at ${landing.url()}`);
  }
  return apiClient(context, session.csrfToken);
}
