import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineTicketHash, type TOfflineTicket } from '@usher/contract/offline-check-in';
import { json, mockFetch } from '../../../test/fetch-mock';
import { closeDoorDb, type TDoorDate } from './door-db';
import {
  getDoorDate,
  listConflicts,
  listTickets,
  oldestQueuedScans,
  queueLength,
  saveDownload,
} from './door-store';
import { listLocalGuests } from './local-guests';
import { answerOffline, checkInByHandOffline } from './offline-answer';
import {
  DoorRoleLostError,
  organiserDoorSource,
  refreshDoorDate,
  sendWaitingScans,
  syncDoorDate,
  uploadQueue,
  wipeOverDates,
} from './door-sync';

const fetchMock = mockFetch();
const EVENT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const KEY = 'date-key';

const date = (eventId: string, endsAt = '2099-01-01T00:00:00.000Z'): TDoorDate => ({
  eventId,
  activityId: 'a',
  activityName: 'Jazz',
  key: KEY,
  cursor: '10',
  lastSyncAt: '2026-11-27T00:00:00.000Z',
  endsAt,
});

async function ticket(code: string, overrides: Partial<TOfflineTicket> = {}): Promise<TOfflineTicket> {
  return {
    hash: await offlineTicketHash(KEY, code),
    ticketExternalId: `t-${code}`,
    guestName: 'Ada Lovelace',
    ticketVariantName: 'Standard',
    orderReference: 'USH-1',
    status: 'valid',
    checkedInAt: null,
    ...overrides,
  };
}

let scanCount = 0;
const scan = (code: string) => ({
  code,
  nonce: `nonce-${(scanCount += 1).toString().padStart(6, '0')}`,
  deviceId: 'device-1',
  scannedAt: new Date('2026-11-27T20:00:00.000Z'),
});

beforeEach(async () => {
  await closeDoorDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('offline answers', () => {
  it('answers green, then orange for the same ticket, red when cancelled, and not recognised, queuing each in order', async () => {
    await saveDownload(date(EVENT), [await ticket('good'), await ticket('gone', { status: 'cancelled' })]);
    const answers = [];
    for (const code of ['good', 'good', 'gone', 'nobody'])
      answers.push(await answerOffline(date(EVENT), scan(code)));

    expect(answers[0]).toEqual({
      kind: 'answered',
      answer: { color: 'green', message: 'Checked in: Ada Lovelace, Standard' },
    });
    expect(answers[1]).toEqual({
      kind: 'answered',
      answer: {
        color: 'orange',
        message: 'Already checked in at 27 Nov 2026, 20:00: Ada Lovelace, Standard',
      },
    });
    expect(answers[2]).toEqual({
      kind: 'answered',
      answer: { color: 'red', message: 'This ticket has been cancelled.' },
    });
    expect(answers[3]).toEqual({ kind: 'not-recognised' });
    const queued = await oldestQueuedScans(EVENT, 10);
    expect(queued.map((one) => ('code' in one ? one.code : null))).toEqual([
      'good',
      'good',
      'gone',
      'nobody',
    ]);
  });

  it('answers orange for a ticket the last sync says is checked in', async () => {
    await saveDownload(date(EVENT), [await ticket('in', { checkedInAt: '2026-11-27T19:30:00.000Z' })]);
    const answer = await answerOffline(date(EVENT), scan('in'));
    expect(answer).toMatchObject({ answer: { color: 'orange' } });
  });
});

describe('check-ins by hand from the offline guest list', () => {
  const byHand = async (code: string) => {
    const hash = await offlineTicketHash(KEY, code);
    const guest = (await listLocalGuests(EVENT)).find((one) => one.hash === hash)!;
    return checkInByHandOffline(guest, {
      nonce: `nonce-${(scanCount += 1).toString().padStart(6, '0')}`,
      deviceId: 'device-1',
      checkedInAt: new Date('2026-11-27T20:05:00.000Z'),
    });
  };

  it('answers green and lets the guest in on this device, then orange by hand or by scan, and red when cancelled', async () => {
    await saveDownload(date(EVENT), [
      await ticket('good'),
      await ticket('in', { checkedInAt: '2026-11-27T19:30:00.000Z' }),
      await ticket('gone', { status: 'cancelled' }),
    ]);

    expect(await byHand('good')).toEqual({
      kind: 'answered',
      answer: { color: 'green', message: 'Checked in: Ada Lovelace, Standard' },
    });
    const guests = await listLocalGuests(EVENT);
    expect(guests.find((one) => one.ticketExternalId === 't-good')!.checkedInAt).toBe(
      '2026-11-27T20:05:00.000Z',
    );
    const orange = {
      kind: 'answered',
      answer: {
        color: 'orange',
        message: 'Already checked in at 27 Nov 2026, 20:05: Ada Lovelace, Standard',
      },
    };
    expect(await byHand('good')).toEqual(orange);
    expect(await answerOffline(date(EVENT), scan('good'))).toEqual(orange);
    expect(await byHand('in')).toMatchObject({
      answer: {
        color: 'orange',
        message: expect.stringMatching(/^Already checked in at 27 Nov 2026, 19:30/),
      },
    });
    expect(await byHand('gone')).toEqual({
      kind: 'answered',
      answer: { color: 'red', message: 'This ticket has been cancelled.' },
    });
  });

  it('queues each by ticket id among the scans, in order, and uploads it without a code', async () => {
    await saveDownload(date(EVENT), [await ticket('good'), await ticket('other')]);
    await answerOffline(date(EVENT), scan('other'));
    await byHand('good');
    const queued = await oldestQueuedScans(EVENT, 10);
    expect(queued).toEqual([
      expect.objectContaining({ code: 'other' }),
      expect.objectContaining({ ticketExternalId: 't-good', scannedAt: '2026-11-27T20:05:00.000Z' }),
    ]);
    expect(queued[1]).not.toHaveProperty('code');

    let sent: unknown[] = [];
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { scans: { nonce: string }[] };
      sent = body.scans;
      return json(200, {
        results: body.scans.map(({ nonce }) => ({
          nonce,
          outcome: 'checkedIn',
          checkedInAt: '2026-11-27T20:05:00.000Z',
          color: 'green',
          message: 'ok',
        })),
      });
    });
    expect(await uploadQueue(organiserDoorSource(EVENT))).toBe(2);
    expect(sent).toEqual([
      { code: 'other', nonce: queued[0]!.nonce, scannedAt: '2026-11-27T20:00:00.000Z' },
      { ticketExternalId: 't-good', nonce: queued[1]!.nonce, scannedAt: '2026-11-27T20:05:00.000Z' },
    ]);
    expect(await queueLength(EVENT)).toBe(0);
  });
});

describe('an undo reaching the device', () => {
  it('scans green again once a sync says the check-in was undone, unless a scan of it still waits to be sent', async () => {
    await saveDownload(date(EVENT), [await ticket('undone'), await ticket('waiting')]);
    await answerOffline(date(EVENT), scan('undone'));
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { scans: { nonce: string }[] };
      const results = body.scans.map((one) => ({ nonce: one.nonce, outcome: 'checkedIn', color: 'green' }));
      return json(200, { results: results.map((one) => ({ ...one, checkedInAt: null, message: 'In' })) });
    });
    expect(await uploadQueue(organiserDoorSource(EVENT))).toBe(1);
    await answerOffline(date(EVENT), scan('waiting'));
    // The server undid 'undone' since; 'waiting' it has not heard of yet.
    fetchMock.mockImplementation(async () =>
      json(200, { cursor: '20', key: KEY, tickets: [await ticket('undone'), await ticket('waiting')] }),
    );
    await refreshDoorDate(organiserDoorSource(EVENT));

    expect(await answerOffline(date(EVENT), scan('undone'))).toMatchObject({ answer: { color: 'green' } });
    expect(await answerOffline(date(EVENT), scan('waiting'))).toMatchObject({ answer: { color: 'orange' } });
  });
});

describe('upload of the queue', () => {
  it('sends the scans oldest first in batches of at most 1,000 and keeps the conflicts', async () => {
    await saveDownload(date(EVENT), [await ticket('good')]);
    for (let index = 0; index < 1001; index += 1) await answerOffline(date(EVENT), scan(`code-${index}`));
    const sent: string[][] = [];
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { scans: { code: string; nonce: string }[] };
      sent.push(body.scans.map((one) => one.code));
      return json(200, {
        results: body.scans.map((one) => ({
          nonce: one.nonce,
          outcome: one.code === 'code-3' ? 'conflict' : 'unknown',
          checkedInAt: null,
          color: 'orange',
          message: `answer to ${one.code}`,
        })),
      });
    });

    // The count the door toasts once it is back online.
    expect(await uploadQueue(organiserDoorSource(EVENT))).toBe(1001);

    expect(sent.map((batch) => batch.length)).toEqual([1000, 1]);
    expect(sent.flat()).toEqual(Array.from({ length: 1001 }, (_, index) => `code-${index}`));
    expect(await queueLength(EVENT)).toBe(0);
    expect((await listConflicts(EVENT)).map((one) => one.message)).toEqual(['answer to code-3']);
  });

  it('keeps the queue when the upload fails, to send it again', async () => {
    await saveDownload(date(EVENT), []);
    await answerOffline(date(EVENT), scan('a-code'));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(uploadQueue(organiserDoorSource(EVENT))).rejects.toThrow();
    expect(await queueLength(EVENT)).toBe(1);
  });
});

describe('before signing out', () => {
  it('sends every waiting scan, and says how many could not be sent while the network is down', async () => {
    await saveDownload(date(EVENT), [await ticket('good')]);
    await saveDownload(date(OTHER), [await ticket('other')]);
    await answerOffline(date(EVENT), scan('good'));
    await answerOffline(date(OTHER), scan('other'));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendWaitingScans()).toBe(2);

    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { scans: { nonce: string }[] };
      return json(200, {
        results: body.scans.map(({ nonce }) => ({
          nonce,
          outcome: 'checkedIn',
          checkedInAt: '2026-11-27T20:00:00.000Z',
          color: 'green',
          message: 'Checked in',
        })),
      });
    });
    expect(await sendWaitingScans()).toBe(0);
    expect(await queueLength(EVENT)).toBe(0);
    expect(await queueLength(OTHER)).toBe(0);
  });
});

describe('wipe rules', () => {
  it('wipes every date, its tickets and queue when the server says the role is gone (403)', async () => {
    await saveDownload(date(EVENT), [await ticket('good')]);
    await saveDownload(date(OTHER), [await ticket('other')]);
    await answerOffline(date(EVENT), scan('good'));
    fetchMock.mockResolvedValue(json(403, { message: 'You do not have permission to do this.' }));

    await expect(syncDoorDate(organiserDoorSource(EVENT))).rejects.toBeInstanceOf(DoorRoleLostError);

    expect(await getDoorDate(EVENT)).toBeUndefined();
    expect(await getDoorDate(OTHER)).toBeUndefined();
    expect(await listTickets(EVENT)).toEqual([]);
    expect(await listTickets(OTHER)).toEqual([]);
    expect(await queueLength(EVENT)).toBe(0);
  });

  it('wipes a date that is over once its queue is empty, and no other', async () => {
    await saveDownload(date(EVENT, '2026-01-01T00:00:00.000Z'), [await ticket('good')]);
    await saveDownload(date(OTHER), [await ticket('other')]);
    await answerOffline(date(EVENT), scan('good'));

    await wipeOverDates(new Date('2026-11-27T00:00:00.000Z'));
    expect(await getDoorDate(EVENT)).toBeDefined();

    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { scans: { nonce: string }[] };
      return json(200, {
        results: body.scans.map(({ nonce }) => ({
          nonce,
          outcome: 'checkedIn',
          checkedInAt: '2026-11-27T20:00:00.000Z',
          color: 'green',
          message: 'ok',
        })),
      });
    });
    await uploadQueue(organiserDoorSource(EVENT));
    await wipeOverDates(new Date('2026-11-27T00:00:00.000Z'));

    expect(await getDoorDate(EVENT)).toBeUndefined();
    expect(await listTickets(EVENT)).toEqual([]);
    expect(await getDoorDate(OTHER)).toBeDefined();
    expect(await listTickets(OTHER)).toHaveLength(1);
  });
});
