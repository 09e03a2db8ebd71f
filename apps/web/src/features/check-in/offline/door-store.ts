import type { TOfflineTicket } from '@usher/contract/offline-check-in';
import {
  openDoorDb,
  type TDoorConflict,
  type TDoorDate,
  type TDoorIdentity,
  type TDoorTicket,
  type TLocalCheckIn,
  type TQueuedScan,
} from './door-db';
import { isCrewCopy } from './door-source';

const EVENT_STORES = ['tickets', 'localCheckIns', 'queue', 'conflicts'] as const;

export async function getDoorDate(eventId: string): Promise<TDoorDate | undefined> {
  return (await openDoorDb()).get('dates', eventId);
}

/** The organiser's prepared dates (sign-out sends their queues; the door app opens the latest). */
export async function listDoorDates(): Promise<TDoorDate[]> {
  return (await listDoorCopies()).filter((date) => !isCrewCopy(date.eventId));
}

/** Every copy on this device: the organiser's dates and the door links' (the crew's). */
export async function listDoorCopies(): Promise<TDoorDate[]> {
  return (await openDoorDb()).getAll('dates');
}

/**
 * Stores a download: the tickets listed replace the copies held (a ticket's hash never changes). A ticket the
 * server lists as valid and not checked in whose scans here were all sent (`stillQueued` holds the hashes of
 * those waiting) had its check-in undone: this device forgets it let the guest in, so they scan green again.
 */
export async function saveDownload(
  date: TDoorDate,
  tickets: TOfflineTicket[],
  stillQueued: ReadonlySet<string> = new Set(),
): Promise<void> {
  const db = await openDoorDb();
  const tx = db.transaction(['dates', 'tickets', 'localCheckIns'], 'readwrite');
  const store = tx.objectStore('tickets');
  for (const ticket of tickets) {
    void store.put({ ...ticket, eventId: date.eventId });
    if (ticket.status === 'valid' && ticket.checkedInAt === null && !stillQueued.has(ticket.hash)) {
      void tx.objectStore('localCheckIns').delete([date.eventId, ticket.hash]);
    }
  }
  void tx.objectStore('dates').put(date);
  await tx.done;
}

export async function findTicket(eventId: string, hash: string): Promise<TDoorTicket | undefined> {
  return (await openDoorDb()).get('tickets', [eventId, hash]);
}

export async function listTickets(eventId: string): Promise<TDoorTicket[]> {
  return (await openDoorDb()).getAllFromIndex('tickets', 'byEvent', eventId);
}

export async function findLocalCheckIn(eventId: string, hash: string): Promise<TLocalCheckIn | undefined> {
  return (await openDoorDb()).get('localCheckIns', [eventId, hash]);
}

/** Queues a scan answered here, and remembers the ticket as let in when it was green, in one transaction. */
export async function queueScan(scan: TQueuedScan, checkIn: TLocalCheckIn | null): Promise<void> {
  const db = await openDoorDb();
  const tx = db.transaction(['queue', 'localCheckIns'], 'readwrite');
  void tx.objectStore('queue').add(scan);
  if (checkIn) void tx.objectStore('localCheckIns').put(checkIn);
  await tx.done;
}

/** The oldest queued scans of the date, in the order they were made (all of them without a limit). */
export async function oldestQueuedScans(eventId: string, limit?: number): Promise<TQueuedScan[]> {
  return (await openDoorDb()).getAllFromIndex('queue', 'byEvent', eventId, limit);
}

/** The tickets of every check-in of the date still waiting to be sent: scanned codes, and ids checked in by hand. */
export async function queuedTickets(
  eventId: string,
): Promise<{ codes: string[]; ticketExternalIds: string[] }> {
  const queue = await (await openDoorDb()).getAllFromIndex('queue', 'byEvent', eventId);
  return {
    codes: queue.flatMap((scan) => ('code' in scan ? [scan.code] : [])),
    ticketExternalIds: queue.flatMap((scan) => ('ticketExternalId' in scan ? [scan.ticketExternalId] : [])),
  };
}

export async function queueLength(eventId: string): Promise<number> {
  return (await openDoorDb()).countFromIndex('queue', 'byEvent', eventId);
}

/** Drops the scans the server answered and keeps the conflicts it reported, in one transaction. */
export async function settleScans(seqs: number[], conflicts: TDoorConflict[]): Promise<void> {
  const db = await openDoorDb();
  const tx = db.transaction(['queue', 'conflicts'], 'readwrite');
  for (const seq of seqs) void tx.objectStore('queue').delete(seq);
  for (const conflict of conflicts) void tx.objectStore('conflicts').put(conflict);
  await tx.done;
}

export async function listConflicts(eventId: string): Promise<TDoorConflict[]> {
  const conflicts = await (await openDoorDb()).getAllFromIndex('conflicts', 'byEvent', eventId);
  return conflicts.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/** Forgets one date: its tickets, its local check-ins, its queue and its conflicts. */
export async function wipeDoorDate(eventId: string): Promise<void> {
  const db = await openDoorDb();
  const tx = db.transaction(['dates', ...EVENT_STORES], 'readwrite');
  void tx.objectStore('dates').delete(eventId);
  for (const name of EVENT_STORES) {
    const index = tx.objectStore(name).index('byEvent');
    for (let cursor = await index.openKeyCursor(eventId); cursor; cursor = await cursor.continue()) {
      void tx.objectStore(name).delete(cursor.primaryKey);
    }
  }
  await tx.done;
}

/** Forgets everything the door kept on this device (sign-out, a role lost). */
export async function wipeDoor(): Promise<void> {
  const db = await openDoorDb();
  const names = ['dates', 'identity', ...EVENT_STORES] as const;
  const tx = db.transaction(names, 'readwrite');
  await Promise.all([...names.map((name) => tx.objectStore(name).clear()), tx.done]);
}

export async function saveIdentity(identity: Omit<TDoorIdentity, 'id'>): Promise<void> {
  await (await openDoorDb()).put('identity', { id: 'current', ...identity });
}

export async function getIdentity(): Promise<TDoorIdentity | undefined> {
  return (await openDoorDb()).get('identity', 'current');
}
