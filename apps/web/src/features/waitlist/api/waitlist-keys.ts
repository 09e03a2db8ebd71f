import { activityKeys } from '../../activities/api/activity-keys';
import { eventKeys } from '../../events/api/event-keys';

/**
 * Every query key of the waiting list. A date's list sits under the date's key and an activity's settings under the
 * activity's: whatever refreshes the date (a cancel, a refund) refreshes its list too.
 */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  settings: (activityId: string) => [...activityKeys.detail(activityId), 'waitlist-settings'] as const,
  ofEvent: (eventId: string) => [...eventKeys.detail(eventId), 'waitlist'] as const,
  publicEntry: (entryId: string) => [...waitlistKeys.all, 'public-entry', entryId] as const,
};
