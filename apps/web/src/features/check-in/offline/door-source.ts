import type { TDoorOfflineScansResponse } from '@usher/contract/door';
import type { TOfflineScansRequest, TOfflineTicketsResponse } from '@usher/contract/offline-check-in';

/**
 * Where a copy on this device is downloaded from and where its queued scans go: the organiser's date (signed in,
 * `/api/client/check-in/{eventId}/…`) or a door link's (the crew's phone, `/api/door/{token}/…`). The device's
 * stores key everything of a copy by `copyId`: the date's id for the organiser, `door:…` for a door link, so a
 * crew's copy is never synced through the organiser's routes, nor the organiser's through a link's.
 */
export type TDoorSource = {
  copyId: string;
  download: (since?: string) => Promise<TOfflineTicketsResponse>;
  upload: (body: TOfflineScansRequest) => Promise<TDoorOfflineScansResponse>;
};

/** A door link's copy is keyed by this prefix and a hash of the link's token (the token is a secret). */
export const CREW_COPY_PREFIX = 'door:';

export const isCrewCopy = (copyId: string) => copyId.startsWith(CREW_COPY_PREFIX);
