import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDoorStartResponse } from '@usher/contract/door';
import { offlineTicketHash, type TOfflineTicket } from '@usher/contract/offline-check-in';
import { json, mockFetch } from '../../../test/fetch-mock';
import { crewCopyId, crewDoorSource, forgetCrewCopy, prepareCrewCopy } from './crew-copy';
import { closeDoorDb, type TDoorDate } from './door-db';
import {
  getDoorDate,
  listConflicts,
  listDoorDates,
  listTickets,
  queueLength,
  saveDownload,
} from './door-store';
import { organiserDoorSource, sendWaitingScans, syncDoorDate } from './door-sync';
import { answerOffline } from './offline-answer';

const fetchMock = mockFetch();
const TOKEN = 'crew-token-0123456789abcdefghijklmn';
const EVENT = '11111111-1111-4111-8111-111111111111';
const KEY = 'date-key';
const SESSION: TDoorStartResponse = {
  eventId: EVENT,
  activityName: 'Jazz',
  eventStartAt: '2026-11-27T19:00:00.000Z',
  doorName: 'Main gate',
  ticketVariants: [{ id: 'v1', name: 'Standard' }],
};

async function ticket(code: string, guestName = 'Ada Lovelace'): Promise<TOfflineTicket> {
  return {
    hash: await offlineTicketHash(KEY, code),
    ticketExternalId: `t-${code}`,
    guestName,
    ticketVariantName: 'Standard',
    orderReference: 'USH-1',
    status: 'valid',
    checkedInAt: null,
  };
}

const scan = (code: string, nonce: string) => ({
  code,
  nonce,
  deviceId: 'phone-1',
  scannedAt: new Date('2026-11-27T20:00:00.000Z'),
});

const path = (call: unknown[]) => String(call[0]);

beforeEach(async () => {
  await closeDoorDb();
  globalThis.indexedDB = new IDBFactory();
});

describe("the crew's offline copy", () => {
  it("is downloaded, answered and synced through the link's routes only, beside the organiser's copy of the same date", async () => {
    const copyId = await crewCopyId(TOKEN);
    expect(copyId).toMatch(/^door:[0-9a-f]{64}$/);
    expect(copyId).not.toContain(TOKEN);
    const source = crewDoorSource(TOKEN, copyId, vi.fn());
    fetchMock.mockResolvedValueOnce(json(200, { cursor: '10', key: KEY, tickets: [await ticket('good')] }));
    const { date, tickets } = await prepareCrewCopy(source, SESSION);
    expect(tickets).toBe(1);
    expect(path(fetchMock.mock.calls[0]!)).toBe(`/api/door/${TOKEN}/offline`);
    // The organiser's copy of the same date on this device stays apart.
    const organiser: TDoorDate = { ...date, eventId: EVENT, activityId: 'a' };
    await saveDownload(organiser, []);
    expect((await listDoorDates()).map((one) => one.eventId)).toEqual([EVENT]);

    expect(await answerOffline(date, scan('good', 'n-1'))).toMatchObject({ answer: { color: 'green' } });
    expect(await answerOffline(organiser, scan('good', 'n-2'))).toEqual({ kind: 'not-recognised' });
    expect(await answerOffline(date, scan('nobody', 'n-3'))).toEqual({ kind: 'not-recognised' });

    // The organiser's sign-out sends only the organiser's queue, through the organiser's route.
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendWaitingScans()).toBe(1);
    expect(fetchMock.mock.calls.map(path)).toEqual([`/api/client/check-in/${EVENT}/offline-scans`]);

    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).includes('offline?since=')) return json(200, { cursor: '11', key: KEY, tickets: [] });
      const body = JSON.parse(String(init?.body)) as { scans: { nonce: string }[] };
      expect(body.scans.map((one) => one.nonce)).toEqual(['n-1', 'n-3']);
      return json(200, {
        results: [
          { nonce: 'n-1', outcome: 'checkedIn', checkedInAt: null, color: 'green', message: 'In' },
          { nonce: 'n-3', outcome: 'wrongDoor', checkedInAt: null, color: 'red', message: 'Wrong door' },
        ],
      });
    });
    expect(await syncDoorDate(source)).toBe(2);
    expect(fetchMock.mock.calls.map(path)).toEqual([
      `/api/door/${TOKEN}/offline-scans`,
      `/api/door/${TOKEN}/offline?since=10`,
    ]);
    expect(await queueLength(copyId)).toBe(0);
    expect((await listConflicts(copyId)).map((one) => one.message)).toEqual(['Wrong door']);
    expect(await queueLength(EVENT)).toBe(1);
    expect(organiserDoorSource(EVENT).copyId).toBe(EVENT);
  });

  it('closes the door on a 401 and, once forgotten, lists the unsent scans as not applied and keeps nothing', async () => {
    const copyId = await crewCopyId(TOKEN);
    const onClosed = vi.fn();
    const source = crewDoorSource(TOKEN, copyId, onClosed);
    fetchMock.mockResolvedValueOnce(
      json(200, { cursor: '10', key: KEY, tickets: [await ticket('good', 'Grace Hopper')] }),
    );
    const { date } = await prepareCrewCopy(source, SESSION);
    await answerOffline(date, scan('good', 'n-1'));
    await answerOffline(date, scan('stranger', 'n-2'));
    fetchMock.mockResolvedValue(json(401, { message: 'This door link is no longer valid.' }));

    await expect(syncDoorDate(source)).rejects.toMatchObject({ status: 401 });
    expect(onClosed).toHaveBeenCalledWith('This door link is no longer valid.');
    expect(await queueLength(copyId)).toBe(2);

    expect(await forgetCrewCopy(TOKEN)).toEqual([
      { nonce: 'n-1', scannedAt: '2026-11-27T20:00:00.000Z', ticket: 'Grace Hopper, Standard' },
      { nonce: 'n-2', scannedAt: '2026-11-27T20:00:00.000Z', ticket: 'code stranger' },
    ]);
    expect(await getDoorDate(copyId)).toBeUndefined();
    expect(await listTickets(copyId)).toEqual([]);
    expect(await queueLength(copyId)).toBe(0);
    expect(await forgetCrewCopy(TOKEN)).toEqual([]);
  });
});
