import { londonDay } from '@usher/contract/london-format';
import { api } from '../../../lib/api-client';

/** The whole guest list as a CSV file named after the date, ready to share or save. */
export async function getGuestListCsv(eventId: string, startAt: string): Promise<File> {
  const blob = await api.getFile(`/api/client/check-in/${encodeURIComponent(eventId)}/guest-list/csv`);
  return new File([blob], `guest-list-${londonDay(startAt)}.csv`, { type: 'text/csv' });
}
