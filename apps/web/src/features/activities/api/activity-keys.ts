import type { TActivitiesMode } from './get-activities';
import type { TActivityEventsMode } from './get-activity-events';

/**
 * Every query key of the activities feature, all under 'activities': invalidating `all` refreshes the lists,
 * each activity with its dates, links and has-reserved, today's events and the public pages.
 */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (mode: TActivitiesMode) => [...activityKeys.lists(), mode] as const,
  detail: (id: string) => [...activityKeys.all, 'detail', id] as const,
  dates: (id: string) => [...activityKeys.detail(id), 'events'] as const,
  datesByMode: (id: string, mode: TActivityEventsMode) => [...activityKeys.dates(id), mode] as const,
  hasReserved: (id: string) => [...activityKeys.detail(id), 'has-reserved'] as const,
  links: (id: string) => [...activityKeys.detail(id), 'links'] as const,
  organisationLinks: () => [...activityKeys.all, 'organisation-links'] as const,
  currentEvents: () => [...activityKeys.all, 'current-events'] as const,
  publicEvent: (eventId: string) => [...activityKeys.all, 'public-event', eventId] as const,
};
