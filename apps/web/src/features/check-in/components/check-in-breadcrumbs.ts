import type { TEvent } from '@usher/contract/events';
import { breadcrumbName } from '@usher/contract/html-text';
import { formatLondon } from '@usher/contract/london-format';
import type { TBreadcrumb } from '../../../components/ui/page-breadcrumbs';

/** `/activity/{activityId}/event/{eventId}/check-in`, the base of the three door screens. */
export const checkInPath = (activityId: string, eventId: string) =>
  `/activity/${activityId}/event/${eventId}/check-in`;

/**
 * §2: Manage {activity name}, Event {start in London time}, Check in; '…' while the date loads. Check in is a
 * link on the screens below it.
 */
export function checkInBreadcrumbs(
  activityId: string,
  eventId: string,
  event: TEvent | undefined,
  isCheckInLinked = false,
): TBreadcrumb[] {
  return [
    {
      label: `Manage ${event ? breadcrumbName(event.activityName) : '…'}`,
      to: `/activity/${activityId}/manage`,
    },
    {
      label: `Event ${event ? formatLondon(event.startAt) : '…'}`,
      to: `/activity/${activityId}/event/${eventId}/edit`,
    },
    isCheckInLinked ? { label: 'Check in', to: checkInPath(activityId, eventId) } : { label: 'Check in' },
  ];
}
