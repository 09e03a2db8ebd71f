import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TOfflineTicket } from '@usher/contract/offline-check-in';
import type { TUser } from '@usher/contract/user';

/** A date this device was prepared for: the server's key for hashing codes and where the last download ended. */
export type TDoorDate = {
  /**
   * The copy's key in every store: the date's id for the organiser's copy, `door:…` for a door link's (see
   * `TDoorSource`); kept under this name so copies made before door links stay readable.
   */
  eventId: string;
  /** Empty for a door link's copy: the crew's page never leads to the organiser's screens. */
  activityId: string;
  activityName: string;
  key: string;
  cursor: string;
  lastSyncAt: string;
  /** When the date is over (its end, or an hour after its start): its copy is wiped then. */
  endsAt: string;
};

export type TDoorTicket = TOfflineTicket & { eventId: string };

/**
 * A check-in answered on this device and not yet sent: a scan (its code) or a check-in by hand from the offline
 * guest list (its ticket's id: the device has no codes). `seq` keeps the order they were made in.
 */
export type TQueuedScan = {
  seq?: number;
  eventId: string;
  nonce: string;
  scannedAt: string;
  deviceId: string;
} & ({ code: string } | { ticketExternalId: string });

/** A ticket this device let in while offline, so a second scan here is orange before any sync. */
export type TLocalCheckIn = { eventId: string; hash: string; scannedAt: string };

/** A queued scan the server answered `conflict`: the ticket was let in on another device too. */
export type TDoorConflict = { eventId: string; nonce: string; scannedAt: string; message: string };

/** Who was signed in, so the door screens open with no network after one visit. */
export type TDoorIdentity = { id: 'current'; user: TUser };

interface DoorSchema extends DBSchema {
  dates: { key: string; value: TDoorDate };
  tickets: { key: [string, string]; value: TDoorTicket; indexes: { byEvent: string } };
  localCheckIns: { key: [string, string]; value: TLocalCheckIn; indexes: { byEvent: string } };
  queue: { key: number; value: TQueuedScan; indexes: { byEvent: string } };
  conflicts: { key: string; value: TDoorConflict; indexes: { byEvent: string } };
  identity: { key: string; value: TDoorIdentity };
}

export type DoorDb = IDBPDatabase<DoorSchema>;

const DB_NAME = 'usher-door';

/** Web Crypto (the code's hash) and service workers exist only on https pages and localhost. */
export const canGoOffline = () => window.isSecureContext && 'indexedDB' in window;
let opening: Promise<DoorDb> | null = null;

/** The one IndexedDB database of the door; nothing else of the dashboard is kept on the device. */
export function openDoorDb(): Promise<DoorDb> {
  opening ??= openDB<DoorSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('dates', { keyPath: 'eventId' });
      db.createObjectStore('tickets', { keyPath: ['eventId', 'hash'] }).createIndex('byEvent', 'eventId');
      db.createObjectStore('localCheckIns', { keyPath: ['eventId', 'hash'] }).createIndex(
        'byEvent',
        'eventId',
      );
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex(
        'byEvent',
        'eventId',
      );
      db.createObjectStore('conflicts', { keyPath: 'nonce' }).createIndex('byEvent', 'eventId');
      db.createObjectStore('identity', { keyPath: 'id' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes the connection (tests delete the database between cases). */
export async function closeDoorDb(): Promise<void> {
  if (!opening) return;
  const db = await opening.catch(() => null);
  opening = null;
  db?.close();
}
