import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { devServerOptions } from './dev-proxy';

/** Vite's own rule: a key starting with ^ is a regular expression, any other key a prefix. */
const proxied = (url: string) =>
  Object.keys(viteConfig.server?.proxy ?? {}).some((key) =>
    key.startsWith('^') ? new RegExp(key).test(url) : url.startsWith(key),
  );

describe('dev server proxy', () => {
  it.each([
    '/src/main.tsx',
    '/src/features/settings/settings-screen.tsx',
    '/settings',
    '/scan',
    '/s',
    '/@vite/client',
    '/node_modules/.vite/deps/react.js',
    '/',
  ])('leaves %s to Vite', (url) => expect(proxied(url)).toBe(false));

  it.each([
    '/api/auth/session',
    '/api/client/user',
    '/api/public/event/1',
    '/api/docs',
    '/uploads/logo.png',
    '/s/AbC123',
  ])('sends %s to the API', (url) => expect(proxied(url)).toBe(true));
});

const proxyTarget = (env: Parameters<typeof devServerOptions>[0]) =>
  Object.values(devServerOptions(env).proxy)[0];

describe('dev server ports', () => {
  it('serves on 5173 and hands API paths to the API on its default port', () => {
    expect(devServerOptions({}).port).toBe(5173);
    expect(proxyTarget({})).toBe('http://127.0.0.1:3000');
  });

  it('follows the PORT and HOST the API is started with, and DEV_PORT for itself', () => {
    expect(proxyTarget({ PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(proxyTarget({ PORT: '4100', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:4100');
    expect(proxyTarget({ PORT: '4100', HOST: '::1' })).toBe('http://[::1]:4100');
    expect(devServerOptions({ DEV_PORT: '5200' }).port).toBe(5200);
  });
});
