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

export async function signInOverApi(baseURL: string, account: Account): Promise<ApiClient> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
  const session = await readJson(await context.get('/api/auth/session'), 'GET /api/auth/session');
  const login = await readJson(
    await context.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { 'x-csrf-token': session.csrfToken },
    }),
    `POST /api/auth/login as ${account.email}`,
  );
  const csrfToken: string = login.csrfToken;

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
