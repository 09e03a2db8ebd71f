// What the guest-list scenarios share: a published date made through the API, guests seeded through the app's own
// repository (as the box office's orders store them, much faster than 20,000 HTTP orders), and autocannon loads.
import autocannon from 'autocannon';
import type { Db } from '../../apps/api/src/db/database';
import { insertOrderWithTickets } from '../../apps/api/src/modules/sales/order.repository';
import { pool, type ApiClient } from './api-client';
import { createFreeDate } from './free-date';

export const TICKETS_PER_ORDER = 10;

const FIRST = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Noah', 'Oliver', 'George', 'Arthur', 'Priya', 'Zara'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Patel', 'Khan', 'Wright', 'Evans', 'Walker', 'Hughes'];
/** A distinct name per order (a number spelled as its own surname keeps 100,000 orders distinct). */
export const guestName = (order: number) =>
  `${FIRST[order % 10]} ${LAST[Math.floor(order / 10) % 10]}-${Math.floor(order / 100)}`;
/** UK mobile numbers 07700 100000…, one per order. */
export const guestPhone = (order: number) => `07700${100_000 + order}`;

/** A published activity with one date and one free ticket type whose guest form asks one question. */
export const createPublishedDate = (client: ApiClient, capacity: number) =>
  createFreeDate(client, 'Bench Guest List Night', capacity, { customField1: 'Dietary needs' });

/** Orders `from`…`to - 1` of 10 tickets each, `concurrency` at a time, each order and its tickets as the app stores them. */
export async function seedGuests(
  db: Db,
  date: { organizationId: string; eventId: string; variantId: string },
  from: number,
  to: number,
  concurrency: number,
) {
  await pool(
    Array.from({ length: to - from }, (_, index) => from + index),
    concurrency,
    async (order) => {
      await insertOrderWithTickets(db, {
        organizationId: date.organizationId,
        eventId: date.eventId,
        kind: 'free',
        phone: guestPhone(order),
        email: `guest${order}@example.test`,
        fullName: guestName(order),
        address: null,
        createdBy: null,
        appliedPromo: null,
        promoCodeId: null,
        customFields: [order % 7 === 0 ? 'Vegetarian, no nuts' : null, null, null, null, null],
        items: [
          {
            variantId: date.variantId,
            quantity: TICKETS_PER_ORDER,
            unitPrice: 0,
            discountedUnitPrice: 0,
            promoCodeId: null,
          },
        ],
      });
    },
  );
}

/** Every page's cursor of the guest list, walked 50 at a time, so a load can ask for any page. */
export async function collectCursors(client: ApiClient, eventId: string): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const path = `/api/client/check-in/${eventId}/guest-list/?pageSize=50${cursor ? `&after=${cursor}` : ''}`;
    const page: { nextCursor: string | null } = await client.json('GET', path);
    cursor = page.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return cursors;
}

export type LoadResult = {
  label: string;
  latencies: number[];
  requests: number;
  seconds: number;
  bad: number;
};

/** autocannon against one kind of guest-list request; every request draws its own path. */
export function guestListLoad(
  baseUrl: string,
  client: ApiClient,
  label: string,
  connections: number,
  seconds: number,
  nextPath: () => string,
) {
  return new Promise<LoadResult>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        headers: {
          cookie: client.cookieHeader,
          'x-csrf-token': client.csrfToken,
          accept: 'application/json',
        },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          label,
          latencies,
          requests: result.requests.total,
          seconds: result.duration,
          bad: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** A seeded generator, so every run asks for the same pages and guests. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}
