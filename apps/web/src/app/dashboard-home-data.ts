import type { QueryClient } from '@tanstack/react-query';
import type { TActivityListItem } from '@usher/contract/activities';
import type { TEvent } from '@usher/contract/events';
import { activityKeys } from '../features/activities/api/activity-keys';
import type { TActivitiesMode } from '../features/activities/api/get-activities';

/** The element a signed-in home page (`/`) carries its lists in (apps/api plugins/dashboard-page.ts). */
export const HOME_DATA_ELEMENT_ID = 'home-data';

/**
 * What the events list (`/`, `/?mode=past`) first shows: the answers of `GET /api/client/activity/` (or
 * `…/past`) and, above the future list, `GET /api/client/event/current`, asked by the server for the page's own
 * session.
 */
export type TDashboardHomeData = {
  mode: TActivitiesMode;
  activities: TActivityListItem[];
  currentEvents: TEvent[] | null;
};

export const isDashboardHomeData = (data: unknown): data is TDashboardHomeData =>
  typeof data === 'object' &&
  data !== null &&
  'mode' in data &&
  (data.mode === 'future' || data.mode === 'past') &&
  'activities' in data &&
  Array.isArray(data.activities) &&
  'currentEvents' in data &&
  (data.currentEvents === null || Array.isArray(data.currentEvents));

/** The lists as if just fetched: the server's render and the browser's first render read the same answers. */
export function seedHomeData(client: QueryClient, home: TDashboardHomeData): void {
  client.setQueryData(activityKeys.list(home.mode), home.activities);
  if (home.currentEvents) client.setQueryData(activityKeys.currentEvents(), home.currentEvents);
}
