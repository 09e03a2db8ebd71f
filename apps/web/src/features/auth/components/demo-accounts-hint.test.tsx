import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { SignInScreen } from './sign-in-screen';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const signedOut = { authenticated: false, csrfToken: 't', oidcEnabled: false };
const demoAccounts = {
  emails: ['organiser@example.com', 'admin@example.com', 'door@example.com'],
  password: 'demo1234',
};

describe('the sign-in screen of a demo install', () => {
  it('names the three demo accounts and their password', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...signedOut, demoAccounts }));
    renderRoutes([{ path: '/sign-in', element: <SignInScreen /> }], '/sign-in');
    const hint = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(
      within(hint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(demoAccounts.emails);
    expect(within(hint).getByText('demo1234')).toBeTruthy();
  });

  it('says nothing of demo accounts on an install without them', async () => {
    fetchMock.mockResolvedValueOnce(json(200, signedOut));
    renderRoutes([{ path: '/sign-in', element: <SignInScreen /> }], '/sign-in');
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).toBeNull();
    expect(screen.queryByText(/demo1234/)).toBeNull();
  });
});
