import type { TDoorStartResponse } from '@usher/contract/door';
import { offlineTicketHash } from '@usher/contract/offline-check-in';
import { isApiError } from '../../../lib/api-client';
import { getOfflineTicketsAtDoor, uploadOfflineScansAtDoor } from '../api/offline-at-door';
import { CREW_COPY_PREFIX, type TDoorSource } from './door-source';
import { getDoorDate, listTickets, oldestQueuedScans, wipeDoorDate } from './door-store';
import { prepareDoorCopy } from './door-sync';

/** A door session lives a day (its cookie's max-age): the crew's copy is of no use after it. */
const DOOR_SESSION_MS = 24 * 60 * 60 * 1000;

/** A scan made offline on the crew's phone that never reached the server: when, and whose ticket if known. */
export type TNotAppliedScan = { nonce: string; scannedAt: string; ticket: string };

/** The key of a door link's copy: a hash of its token, so the token itself is not kept on the device. */
export async function crewCopyId(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${CREW_COPY_PREFIX}${hex}`;
}

/**
 * A door link's copy, downloaded and uploaded under the link's token. A 401 (revoked, expired, session gone)
 * is handed to `onClosed` with the server's message, which closes the door on this phone.
 */
export function crewDoorSource(
  token: string,
  copyId: string,
  onClosed: (message: string) => void,
): TDoorSource {
  const closingOn401 = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isApiError(error) && error.status === 401) onClosed(error.message);
      throw error;
    }
  };
  return {
    copyId,
    download: (since) => closingOn401(() => getOfflineTicketsAtDoor(token, since)),
    upload: (body) => closingOn401(() => uploadOfflineScansAtDoor(token, body)),
  };
}

/** Downloads the link's tickets after the start, so the door goes on when the network goes away. */
export function prepareCrewCopy(source: TDoorSource, session: TDoorStartResponse, now = new Date()) {
  return prepareDoorCopy(source, {
    activityId: '',
    activityName: session.activityName,
    endsAt: new Date(now.getTime() + DOOR_SESSION_MS).toISOString(),
  });
}

/**
 * The link no longer lets this phone in: its copy is removed, and the scans still waiting are answered as not
 * applied (the server refuses a closed link's upload), named from the copy before it goes.
 */
export async function forgetCrewCopy(token: string): Promise<TNotAppliedScan[]> {
  const copyId = await crewCopyId(token);
  const date = await getDoorDate(copyId);
  if (!date) return [];
  const [scans, tickets] = await Promise.all([oldestQueuedScans(copyId), listTickets(copyId)]);
  const byHash = new Map(tickets.map((ticket) => [ticket.hash, ticket]));
  const byId = new Map(tickets.map((ticket) => [ticket.ticketExternalId, ticket]));
  const notApplied = await Promise.all(
    scans.map(async (scan): Promise<TNotAppliedScan> => {
      const ticket =
        'code' in scan
          ? byHash.get(await offlineTicketHash(date.key, scan.code))
          : byId.get(scan.ticketExternalId);
      const name = ticket
        ? `${ticket.guestName}, ${ticket.ticketVariantName}`
        : `code ${'code' in scan ? scan.code : scan.ticketExternalId}`;
      return { nonce: scan.nonce, scannedAt: scan.scannedAt, ticket: name };
    }),
  );
  await wipeDoorDate(copyId);
  return notApplied;
}
