import type { TDoorOfflineScanOutcome } from '@usher/contract/door';
import type { TEvent } from '@usher/contract/events';
import { offlineTicketHash, type MAX_OFFLINE_SCANS } from '@usher/contract/offline-check-in';
import { isApiError } from '../../../lib/api-client';
import { getOfflineTickets } from '../api/get-offline-tickets';
import { uploadOfflineScans } from '../api/upload-offline-scans';
import type { TDoorConflict, TDoorDate } from './door-db';
import type { TDoorSource } from './door-source';
import {
  getDoorDate,
  listDoorCopies,
  listDoorDates,
  oldestQueuedScans,
  queuedTickets,
  queueLength,
  saveDownload,
  settleScans,
  wipeDoor,
  wipeDoorDate,
} from './door-store';

/** The contract's batch limit, checked by type so that its zod schemas stay out of this chunk. */
export const UPLOAD_BATCH: typeof MAX_OFFLINE_SCANS = 1000;
/** §9: a date with no end counts as over one hour after it starts. */
const HOUR_MS = 60 * 60 * 1000;

/** Outcomes of an upload the door staff must look at: the scan was answered otherwise here than by the server. */
const CONFLICTS = new Set<TDoorOfflineScanOutcome>(['conflict', 'otherEvent', 'wrongDoor']);

export class DoorRoleLostError extends Error {}

export function dateEndsAt(event: Pick<TEvent, 'startAt' | 'endAt'>): string {
  if (event.endAt) return event.endAt;
  return new Date(Date.parse(event.startAt) + HOUR_MS).toISOString();
}

/** A 403 means this user may no longer check guests in here: nothing of the door stays on the device. */
async function guard<T>(eventId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      await wipeDoor();
      throw new DoorRoleLostError(error.message);
    }
    if (isApiError(error) && error.status === 404) await wipeDoorDate(eventId);
    throw error;
  }
}

/** The organiser's copy of a date: downloaded and uploaded through the signed-in user's check-in routes. */
export function organiserDoorSource(eventId: string): TDoorSource {
  return {
    copyId: eventId,
    download: (since) => guard(eventId, () => getOfflineTickets(eventId, since)),
    upload: (body) => guard(eventId, () => uploadOfflineScans(eventId, body)),
  };
}

type TCopyAbout = Pick<TDoorDate, 'activityId' | 'activityName' | 'endsAt'>;

/** Downloads a whole copy into this device (the first time, or to start again), with how many tickets it holds. */
export async function prepareDoorCopy(
  source: TDoorSource,
  about: TCopyAbout,
): Promise<{ date: TDoorDate; tickets: number }> {
  const download = await source.download();
  const date: TDoorDate = {
    ...about,
    eventId: source.copyId,
    key: download.key,
    cursor: download.cursor,
    lastSyncAt: new Date().toISOString(),
  };
  await saveDownload(date, download.tickets);
  return { date, tickets: download.tickets.length };
}

/** Downloads the whole date into this device for the organiser's door. */
export function prepareDoorDate(event: TEvent): Promise<{ date: TDoorDate; tickets: number }> {
  return prepareDoorCopy(organiserDoorSource(event.id), {
    activityId: event.activityId,
    activityName: event.activityName,
    endsAt: dateEndsAt(event),
  });
}

/**
 * Sends the queue (scans and check-ins by hand), oldest first, in batches the server takes; keeps what it reports
 * as conflicts. Answers how many scans the server took (0 when nothing waited).
 */
export async function uploadQueue(source: TDoorSource): Promise<number> {
  const eventId = source.copyId;
  for (let sent = 0; ;) {
    const scans = await oldestQueuedScans(eventId, UPLOAD_BATCH);
    const [first] = scans;
    if (!first) return sent;
    const { results } = await source.upload({
      deviceId: first.deviceId,
      scans: scans.map((scan) => ({
        nonce: scan.nonce,
        scannedAt: scan.scannedAt,
        ...('code' in scan ? { code: scan.code } : { ticketExternalId: scan.ticketExternalId }),
      })),
    });
    const conflicts: TDoorConflict[] = [];
    results.forEach((result, index) => {
      const scan = scans[index];
      if (scan && CONFLICTS.has(result.outcome)) {
        conflicts.push({ eventId, nonce: result.nonce, scannedAt: scan.scannedAt, message: result.message });
      }
    });
    await settleScans(
      scans.flatMap((scan) => (scan.seq === undefined ? [] : [scan.seq])),
      conflicts,
    );
    sent += scans.length;
  }
}

/** Brings the copy up to date: only the tickets changed since the last download. */
export async function refreshDoorDate(source: TDoorSource): Promise<void> {
  const eventId = source.copyId;
  const date = await getDoorDate(eventId);
  if (!date) return;
  const download = await source.download(date.cursor);
  // Read after the download: a scan made while it was on its way is not yet known to the server.
  const queued = await queuedTickets(eventId);
  const byHand = new Set(queued.ticketExternalIds);
  const stillQueued = new Set([
    ...(await Promise.all(queued.codes.map((code) => offlineTicketHash(download.key, code)))),
    ...download.tickets.filter((ticket) => byHand.has(ticket.ticketExternalId)).map((ticket) => ticket.hash),
  ]);
  await saveDownload(
    { ...date, key: download.key, cursor: download.cursor, lastSyncAt: new Date().toISOString() },
    download.tickets,
    stillQueued,
  );
}

const running = new Map<string, Promise<number>>();

/**
 * Upload, then download; one sync per date at a time (a second call waits for the one under way). Answers how
 * many waiting scans it sent.
 */
export function syncDoorDate(source: TDoorSource): Promise<number> {
  const current = running.get(source.copyId);
  if (current) return current;
  const sync = uploadQueue(source)
    .then(async (sent) => {
      await refreshDoorDate(source);
      return sent;
    })
    .finally(() => running.delete(source.copyId));
  running.set(source.copyId, sync);
  return sync;
}

/**
 * Before the device forgets the door (sign-out): sends every prepared date's queue while the session still
 * works, and answers how many scans could not be sent (0 when all went, or nothing waited).
 */
export async function sendWaitingScans(): Promise<number> {
  let waiting = 0;
  for (const date of await listDoorDates()) {
    await uploadQueue(organiserDoorSource(date.eventId)).catch(() => undefined);
    waiting += await queueLength(date.eventId);
  }
  return waiting;
}

/** Forgets copies whose date is over, once nothing of theirs waits to be sent. */
export async function wipeOverDates(now = new Date()): Promise<void> {
  for (const date of await listDoorCopies()) {
    if (Date.parse(date.endsAt) < now.getTime() && (await queueLength(date.eventId)) === 0) {
      await wipeDoorDate(date.eventId);
    }
  }
}
