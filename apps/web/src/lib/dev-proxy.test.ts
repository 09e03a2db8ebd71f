import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

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
