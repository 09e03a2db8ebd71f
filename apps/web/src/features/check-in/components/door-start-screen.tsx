import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { checkInKeys } from '../api/check-in-keys';
import { listDoorDates } from '../offline/door-store';
import { checkInPath } from './check-in-breadcrumbs';

/**
 * `/door`, where the installed door app opens: the check-in home of the date this device was last prepared for,
 * or the events list (with today's dates) when none is.
 */
export function DoorStartScreen() {
  const dates = useQuery({
    queryKey: checkInKeys.offlineDates(),
    queryFn: () => listDoorDates().catch(() => []),
    networkMode: 'always',
    staleTime: 0,
  });
  if (!dates.data) return <FullPageLoader />;
  const latest = dates.data.toSorted((a, b) => b.lastSyncAt.localeCompare(a.lastSyncAt))[0];
  return <Navigate to={latest ? checkInPath(latest.activityId, latest.eventId) : '/'} replace />;
}
