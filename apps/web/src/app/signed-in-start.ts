import type { TSessionResponse } from '@usher/contract/auth';
import { can } from '@usher/contract/permissions';
import { activitiesModeOf, getActivitiesQueryOptions } from '../features/activities/api/get-activities';
import { getCurrentEventsQueryOptions } from '../features/activities/api/get-current-events';
import { seedSession } from '../features/auth/api/get-session';
import { takePageData } from '../lib/page-data';
import { queryClient } from '../lib/query-client';

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
 * session with no call, and on the events list (`/`) the list and today's events are asked for at once, while
 * the screen's code still loads, rather than after the session call and the screen's first render.
 */
export function startSignedIn({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const session = takePageData();
  if (!isSignedInSession(session)) return;
  seedSession(session);
  if (pathname !== '/' || !can(session.user.permissions, 'viewEvents')) return;
  const mode = activitiesModeOf(new URLSearchParams(search));
  void queryClient.prefetchQuery(getActivitiesQueryOptions(mode));
  if (mode === 'future') void queryClient.prefetchQuery(getCurrentEventsQueryOptions());
}
