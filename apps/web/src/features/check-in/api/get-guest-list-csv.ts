import { londonDay } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { ApiError } from '../../../lib/api-client';
import { noticeSignedOut } from './notice-signed-out';

/** The whole guest list as a CSV file named after the date, ready to share or save. */
export async function getGuestListCsv(eventId: string, startAt: string): Promise<File> {
  let response: Response;
  try {
    response = await fetch(`/api/client/check-in/${encodeURIComponent(eventId)}/guest-list/csv`, {
      credentials: 'same-origin',
    });
    if (response.ok) {
      const blob = await response.blob();
      return new File([blob], `guest-list-${londonDay(startAt)}.csv`, { type: 'text/csv' });
    }
  } catch {
    throw new ApiError(0, MESSAGES.serverError);
  }
  if (response.status === 401) noticeSignedOut();
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  throw new ApiError(response.status, body.message ?? MESSAGES.serverError);
}
