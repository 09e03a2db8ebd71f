import { fireEvent, screen, waitFor } from '@testing-library/react';
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

function routes() {
  return [
    { path: '/sign-in', element: <SignInScreen /> },
    { path: '/settings', element: <p>Settings screen</p> },
  ];
}

describe('SignInScreen', () => {
  it('shows the server message for wrong credentials', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { authenticated: false, csrfToken: 't', oidcEnabled: false }))
      .mockResolvedValueOnce(json(401, { message: 'Incorrect email or password' }));
    renderRoutes(routes(), '/sign-in');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'organiser@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /payment provider/ })).toBeNull();
  });

  it('returns to the page asked for after signing in, and offers OIDC when enabled', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { authenticated: false, csrfToken: 't', oidcEnabled: true }))
      .mockResolvedValueOnce(json(200, { authenticated: true, csrfToken: 't2', oidcEnabled: true }));
    const { router } = renderRoutes(routes(), '/sign-in?redirectTo=%2Fsettings');
    expect((await screen.findByRole('link', { name: /payment provider/ })).getAttribute('href')).toBe(
      '/api/auth/oidc/start',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'organiser@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    const login = fetchMock.mock.calls[1]!;
    expect(login[0]).toBe('/api/auth/login');
    expect(login[1]?.headers).toMatchObject({ 'x-csrf-token': 't' });
  });
});
