import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TActivityListItem } from '@usher/contract/activities';
import type { TSessionResponse } from '@usher/contract/auth';
import type { TEvent } from '@usher/contract/events';
import { seedHomeData, type TDashboardHomeData } from './app/dashboard-home-data';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { renderDashboardHome } from './dashboard-server';
import { seedSession } from './features/auth/api/get-session';
import { queryClient } from './lib/query-client';
import { routerReady } from './lib/router-ready';
import { mockFetch } from './test/fetch-mock';

const fetchMock = mockFetch();

/** A name that would open a tag or run a script if it reached the page as markup. */
const HOSTILE_NAME = `Jazz "&" <img src=x onerror=alert(1)></h2><script>alert(1)</script>`;

const SESSION: TSessionResponse = {
  authenticated: true,
  csrfToken: 'token-of-the-page',
  oidcEnabled: false,
  user: {
    id: 'u1',
    name: 'Dana Organiser',
    email: 'dana@example.com',
    permissions: ['ROLE_MASTER', 'organization.control'],
    currentOrg: { guid: 'o1', name: 'Riverside Live' },
    organizations: [{ guid: 'o1', name: 'Riverside Live' }],
    extra: { organizationDetails: { qrLink: null } },
  },
};

const activity = (id: string, name: string): TActivityListItem =>
  ({
    id,
    name,
    description: '<p>Three <strong>sets</strong> by the river</p>',
    imageUrl: null,
    isPublished: true,
    // 30 March 2031: the first day of British Summer Time, so the London hour differs from UTC.
    firstEventDate: '2031-03-30T18:30:00.000Z',
    lastEventDate: '2031-04-06T18:30:00.000Z',
    ticketsSold: 40,
    gross: 40800,
  }) as TActivityListItem;

const today: TEvent = {
  id: 'e1',
  activityId: 'a1',
  startAt: '2031-03-30T18:30:00.000Z',
  endAt: '2031-03-30T22:00:00.000Z',
  doorsOpenAt: '2031-03-30T18:00:00.000Z',
  maxTicketCount: 120,
  soldCount: 32,
  ticketsSold: true,
  isReserved: true,
  isOver: false,
  activityName: 'Jazz by the River',
  activityPublished: true,
  hasGuestsEmails: true,
  waitingCount: 0,
  ticketVariantCards: [
    {
      id: 'v1',
      name: 'Standing',
      price: 1200,
      maxTicketCount: 120,
      sold: 32,
      isAffectEventTicketCount: true,
    },
  ],
  checkedInData: [{ name: 'Standing', checkedIn: 14 }],
};

const HOME: TDashboardHomeData = {
  mode: 'future',
  activities: [activity('a1', 'Jazz by the River'), activity('a2', HOSTILE_NAME)],
  currentEvents: [today],
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  queryClient.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The page as the browser receives it: the server's markup in the root, then taken over as main.tsx does. */
async function hydrateServerPage(url: string, home: TDashboardHomeData) {
  const markup = await renderDashboardHome(url, SESSION, home);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const serverCard = container.querySelector('article');
  // What startSignedIn does with the page's embedded answers, then dashboard-start.tsx's hydration.
  seedSession(SESSION);
  seedHomeData(queryClient, home);
  const [pathname = '/', search = ''] = url.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search && `?${search}` }],
  });
  await routerReady(router);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { markup, serverCard, recoverableErrors };
}

describe('renderDashboardHome', () => {
  it.each(['/', '/?mode=past'])(
    'renders %s so that the browser takes it over with no mismatch and no call',
    async (url) => {
      const consoleError = vi.spyOn(console, 'error');
      const home: TDashboardHomeData =
        url === '/' ? HOME : { mode: 'past', activities: HOME.activities, currentEvents: null };
      const { markup, serverCard, recoverableErrors } = await hydrateServerPage(url, home);

      expect(markup).toContain('<article');
      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Hydrated, not drawn again: the card the server sent is the one on screen, and nothing was asked for.
      expect(screen.getAllByRole('article')[0]).toBe(serverCard);
      expect(fetchMock).not.toHaveBeenCalled();
    },
    30_000,
  );

  it("draws the shell, today's events and the first cards, with an organiser's text as text", async () => {
    const markup = await renderDashboardHome('/', SESSION, HOME);
    expect(markup).not.toContain('<img src=x');
    expect(markup).not.toContain('<script');
    const page = document.createElement('div');
    page.innerHTML = markup;
    const cards = [...page.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Jazz by the River',
      HOSTILE_NAME,
    ]);
    expect(cards[1]?.getAttribute('aria-label')).toBe(HOSTILE_NAME);
    expect(page.querySelector('img')).toBeNull();
    expect(page.textContent).toContain('30 Mar 2031, 19:30 – 06 Apr 2031, 19:30');
    expect(page.querySelector('#current-events-title')?.textContent).toBe('Current Events');
    expect(page.textContent).toContain('Riverside Live');
    // Links work before React does (the browser follows them); the card's Manage link is a real one.
    expect(cards[0]?.querySelector('a[href="/activity/a1/manage"]')?.textContent).toBe('Manage');
  });

  it("keeps the page's buttons off until React handles them, then on", async () => {
    const page = document.createElement('div');
    page.innerHTML = await renderDashboardHome('/', SESSION, HOME);
    const button = (selector: string) => page.querySelector<HTMLButtonElement>(selector);
    // A tap on the painted page before React runs would be lost: the server's buttons are disabled.
    for (const tab of page.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
      expect(tab.disabled).toBe(true);
    expect(button('button[aria-label="Toggle navigation"]')?.disabled).toBe(true);
    expect(button('button[aria-label="Account"]')?.disabled).toBe(true);
    expect(button('button[aria-label="Organizer links and settings"]')?.disabled).toBe(true);

    await hydrateServerPage('/', HOME);
    for (const tab of screen.getAllByRole<HTMLButtonElement>('tab')) expect(tab.disabled).toBe(false);
    const hydrated = (selector: string) => document.querySelector<HTMLButtonElement>(selector);
    expect(hydrated('button[aria-label="Toggle navigation"]')?.disabled).toBe(false);
    expect(hydrated('button[aria-label="Account"]')?.disabled).toBe(false);
    expect(hydrated('button[aria-label="Organizer links and settings"]')?.disabled).toBe(false);
  });

  it("renders each page from its own data: nothing of one organiser's page is kept for the next", async () => {
    await renderDashboardHome('/', SESSION, HOME);
    const other = await renderDashboardHome('/', SESSION, {
      mode: 'future',
      activities: [activity('b1', 'Quiz night')],
      currentEvents: [],
    });
    expect(other).toContain('Quiz night');
    expect(other).not.toContain('Jazz by the River');
  });
});
