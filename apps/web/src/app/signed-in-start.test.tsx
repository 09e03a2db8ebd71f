import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSessionResponse } from '@usher/contract/auth';
import { useActivities } from '../features/activities/api/get-activities';
import { RequireAuth } from '../features/auth/components/require-auth';
import { api, setCsrfToken } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { json } from '../test/fetch-mock';
import { startSignedIn } from './signed-in-start';
import { theme } from './theme';

const SESSION: TSessionResponse = {
  authenticated: true,
  csrfToken: 'token-of-the-page',
  oidcEnabled: false,
  user: {
    id: 'u1',
    name: 'Dana Organiser',
    email: 'dana@example.com',
    permissions: ['ROLE_MASTER'],
    currentOrg: { guid: 'o1', name: 'Riverside' },
    organizations: [{ guid: 'o1', name: 'Riverside' }],
    extra: { organizationDetails: { qrLink: null } },
  },
};
const ACTIVITY = {
  id: 'a1',
  name: 'Jazz night',
  description: '',
  imageUrl: null,
  isPublished: true,
  firstEventDate: null,
  lastEventDate: null,
  ticketsSold: 0,
  gross: 0,
};

const fetchMock = vi.fn<typeof fetch>();
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

/** The page as the API serves a signed-in dashboard page: the session answer in a JSON script. */
function embed(session: unknown) {
  document.body.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify(session)}</script>`;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/client/activity/')
      ? json(200, { activities: [ACTIVITY] })
      : json(200, { events: [] }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  queryClient.clear();
  setCsrfToken(null);
  document.body.innerHTML = '';
});

function FutureList() {
  const activities = useActivities('future');
  return <p>{activities.data ? activities.data.map((activity) => activity.name).join(', ') : 'loading'}</p>;
}

function renderHome() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RequireAuth>
            <FutureList />
          </RequireAuth>
        ),
      },
      { path: '/sign-in', element: <p>sign in</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('startSignedIn', () => {
  it("starts the events list from the page's session: no session call, the list asked for before the first render", async () => {
    embed(SESSION);

    startSignedIn({ pathname: '/', search: '' });

    expect(requested()).toEqual(['/api/client/activity/', '/api/client/event/current']);
    expect(document.getElementById('page-data')).toBeNull();
    renderHome();
    // The first render is past the session guard: it does not wait for any call.
    expect(screen.queryByText('sign in')).toBeNull();
    expect(screen.getByText(/loading|Jazz night/)).toBeTruthy();
    expect(await screen.findByText('Jazz night')).toBeTruthy();
    expect(requested()).toEqual(['/api/client/activity/', '/api/client/event/current']);
  });

  it('shows the lists the events list carries with no call at all', async () => {
    embed(SESSION);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="home-data">${JSON.stringify({
        mode: 'future',
        activities: [ACTIVITY],
        currentEvents: [],
      })}</script>`,
    );

    startSignedIn({ pathname: '/', search: '' });

    expect(document.getElementById('home-data')).toBeNull();
    renderHome();
    expect(screen.getByText('Jazz night')).toBeTruthy();
    expect(requested()).toEqual([]);
  });

  it("sends the page's CSRF token with writes, with no session call first", async () => {
    embed(SESSION);
    startSignedIn({ pathname: '/activity/a1/manage', search: '' });
    fetchMock.mockResolvedValueOnce(json(200, {}));

    await api.post('/api/client/activity/a1/publish');

    expect(requested()).toEqual(['/api/client/activity/a1/publish']);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-csrf-token')).toBe('token-of-the-page');
  });

  it('asks for the past list alone on `/?mode=past`, and for nothing on other pages', () => {
    embed(SESSION);
    startSignedIn({ pathname: '/', search: '?mode=past' });
    expect(requested()).toEqual(['/api/client/activity/past']);

    fetchMock.mockClear();
    embed(SESSION);
    startSignedIn({ pathname: '/codes', search: '' });
    expect(requested()).toEqual([]);
  });

  it('leaves a page without a signed-in session to the session call', async () => {
    embed({ ...SESSION, authenticated: false, user: undefined });
    startSignedIn({ pathname: '/', search: '' });
    expect(requested()).toEqual([]);

    fetchMock.mockResolvedValueOnce(json(200, { authenticated: false, csrfToken: 'x', oidcEnabled: false }));
    renderHome();

    expect(await screen.findByText('sign in')).toBeTruthy();
    expect(requested()).toEqual(['/api/auth/session']);
  });
});
