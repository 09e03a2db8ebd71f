import type { TSessionResponse } from '@usher/contract/auth';
import { can } from '@usher/contract/permissions';
import { activitiesModeOf, getActivitiesQueryOptions } from '../features/activities/api/get-activities';
import { getCurrentEventsQueryOptions } from '../features/activities/api/get-current-events';
import { seedSession } from '../features/auth/api/get-session';
import { takePageData } from '../lib/page-data';
import { queryClient } from '../lib/query-client';
import { HOME_DATA_ELEMENT_ID, isDashboardHomeData, seedHomeData } from './dashboard-home-data';

const isSignedInSession = (
  data: unknown,
): data is TSessionResponse & Required<Pick<TSessionResponse, 'user'>> =>
  typeof data === 'object' &&
  data !== null &&
  'authenticated' in data &&
  data.authenticated === true &&
  'user' in data;

/**
 * A signed-in dashboard page carries its session answer (apps/api plugins/dashboard-page.ts): it becomes the
 * session with no call. The events list (`/`) also carries its lists, which its first render (and the server's
 * markup) shows; a page without them asks for them at once, while the screen's code still loads, rather than
 * after the session call and the screen's first render.
 */
export function startSignedIn({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const session = takePageData();
  const home = takePageData(HOME_DATA_ELEMENT_ID);
  if (!isSignedInSession(session)) return;
  seedSession(session);
  if (pathname !== '/' || !can(session.user.permissions, 'viewEvents')) return;
  const mode = activitiesModeOf(new URLSearchParams(search));
  if (isDashboardHomeData(home) && home.mode === mode) return seedHomeData(queryClient, home);
  void queryClient.prefetchQuery(getActivitiesQueryOptions(mode));
  if (mode === 'future') void queryClient.prefetchQuery(getCurrentEventsQueryOptions());
}
