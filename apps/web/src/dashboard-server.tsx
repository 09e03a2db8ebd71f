import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TSessionResponse } from '@usher/contract/auth';
import { seedHomeData, type TDashboardHomeData } from './app/dashboard-home-data';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { authKeys } from './features/auth/api/auth-keys';
import { USER_QUERY_KEY } from './lib/current-user';
import { createQueryClient } from './lib/query-client';
import { routerReady } from './lib/router-ready';

/**
 * The markup of a signed-in dashboard's events list (`/`, `/?mode=past`): the shell and the list drawn from the
 * page's own session and lists, exactly as the browser's first render draws them from the same embedded answers
 * (main.tsx hydrates it). Each page gets a query client and a router of its own, so nothing of one organiser's
 * page is kept for the next. The API imports this from the web build (vite.server.config.ts).
 */
export async function renderDashboardHome(
  url: string,
  session: TSessionResponse,
  home: TDashboardHomeData,
): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(authKeys.session(), session);
  if (session.user) client.setQueryData(USER_QUERY_KEY, session.user);
  seedHomeData(client, home);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  try {
    await routerReady(router);
    return renderToString(
      <StrictMode>
        <AppProvider client={client}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    router.dispose();
    client.clear();
  }
}
