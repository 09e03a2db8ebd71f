import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { withFirstScreenFallback } from './first-screen-fallback';

afterEach(() => vi.restoreAllMocks());

it('starts a router on a screen still to load without React Router warning of a missing fallback', async () => {
  const warn = vi.spyOn(console, 'warn');
  const routes = withFirstScreenFallback([
    {
      path: '/sign-in',
      lazy: async () => ({ Component: () => <h1>Sign in</h1> }),
    },
  ]);
  renderRoutes(routes, '/sign-in');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
});
