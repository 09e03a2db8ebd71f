import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { guest, placeHold, testCancel, testPay, checkout } from '../../../test/checkout-fixtures';
import { issueFreeOrder, outboxRows } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { sweepWaitlists } from '../sales/waitlist.service';

// The waiting list (issue 31) through the routes: settings, joins, offers on each kind of freed place (made in
// the same transaction, so the very next request sees them), skip-ahead, expiry by time (the sweeper), leave
// and remove, the messages, and who may do what.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

let database: TestDatabase;
let testApp: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp({ ...NO_RATE_LIMIT, holdLimitPerAddress: 0 }, { database });
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

let nextPerson = 1;
const person = (quantity = 1, extra: Record<string, unknown> = {}) => {
  const n = nextPerson++;
  return {
    quantity,
    fullName: `Ada ${n}`,
    email: `ada-${n}-${crypto.randomUUID().slice(0, 6)}@example.test`,
    ...extra,
  };
};

/** A published date with `capacity` places, its types, the list switched on, and `sell` places of the first type sold in orders of one. */
async function soldOutDate(
  capacity: number,
  variants = [{ name: 'Standard', price: 1500, max: 100 }],
  offerMinutes = 60,
  sell = capacity,
) {
  const organizationId = await createOrganisation(testApp.db);
  const master = await signedInClient(testApp, organizationId, 'master');
  const created = await createActivityWithDate(master, { capacity, variants, published: true });
  const variantId = created.variants[0].id as string;
  const settings = await master.post(`/api/client/activity/${created.activity.id}/waitlist-settings`, {
    isEnabled: true,
    offerMinutes,
  });
  expect(settings.body).toEqual({ isEnabled: true, offerMinutes });
  const orders: string[] = [];
  for (let i = 0; i < sell; i++) orders.push((await issueFreeOrder(master, variantId)).reference);
  return { organizationId, master, variantId, orders, ...created };
}

const join = (eventId: string, variantId: string, body: Record<string, unknown>) =>
  testApp.client().post(`/api/public/event/${eventId}/waitlist`, { ticketVariantId: variantId, ...body });
const entryOf = async (entryId: string) =>
  (await testApp.client().get(`/api/public/waitlist/${entryId}`)).body;
const publicType = async (eventId: string, variantId: string) =>
  (await testApp.client().get(`/api/public/event/${eventId}`)).body.ticketVariants.find(
    (v: { id: string }) => v.id === variantId,
  );
const cancel = (master: TestClient, reference: string) =>
  master.post(`/api/client/order/${reference}/cancel`);
const joined = async (eventId: string, variantId: string, body: Record<string, unknown>) => {
  const answer = await join(eventId, variantId, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { entryId: string; position: number };
};
const holdRow = (holdId: string) =>
  testApp.db.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirstOrThrow();

describe('waiting list settings', () => {
  it('are off by default, saved by a master or an admin, checked, refused to door staff and other organisers', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const door = await signedInClient(testApp, organizationId, 'controller');
    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    const { activity } = await createActivityWithDate(master);
    const url = `/api/client/activity/${activity.id}/waitlist-settings`;
    expect((await master.get(url)).body).toEqual({ isEnabled: false, offerMinutes: 1440 });
    for (const offerMinutes of [0, 10_081, 1.5, '60', null]) {
      const bad = await master.post(url, { isEnabled: true, offerMinutes });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ offerMinutes: MESSAGES.offerMinutes });
    }
    expect((await master.get(url)).body).toEqual({ isEnabled: false, offerMinutes: 1440 });
    expect((await admin.post(url, { isEnabled: true, offerMinutes: 10_080 })).body).toEqual({
      isEnabled: true,
      offerMinutes: 10_080,
    });
    expect((await door.get(url)).status).toBe(403);
    expect((await door.post(url, { isEnabled: false, offerMinutes: 1 })).status).toBe(403);
    expect((await stranger.get(url)).status).toBe(404);
    expect((await stranger.post(url, { isEnabled: false, offerMinutes: 1 })).status).toBe(404);
    expect((await master.get(url)).body).toEqual({ isEnabled: true, offerMinutes: 10_080 });
  });
});

describe('joining', () => {
  it('opens only on a sold-out type of a list that is on; checks fields, duplicates and dates; confirms by email', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { activity, event, variants } = await createActivityWithDate(master, {
      capacity: 1,
      variants: [{ name: 'Standard', price: 1500, max: 100 }],
      published: true,
    });
    const variantId = variants[0].id as string;
    // Off by default: closed, whatever the stock.
    expect((await publicType(event.id, variantId)).isWaitlistOpen).toBe(false);
    expect((await join(event.id, variantId, person())).body.message).toBe(MESSAGES.waitlistClosed);
    await master.post(`/api/client/activity/${activity.id}/waitlist-settings`, {
      isEnabled: true,
      offerMinutes: 30,
    });
    const open = await join(event.id, variantId, person());
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('Tickets are available: buy them instead of joining the waiting list.');
    expect((await publicType(event.id, variantId)).isWaitlistOpen).toBe(false);
    await issueFreeOrder(master, variantId);
    expect(await publicType(event.id, variantId)).toMatchObject({ toBuy: 0, isWaitlistOpen: true });

    const first = person(1, { email: '  First.Person@Example.TEST ', phoneNumber: '07700 900123' });
    expect(await joined(event.id, variantId, first)).toEqual({ entryId: expect.any(String), position: 1 });
    const again = await join(event.id, variantId, { ...person(2), email: 'first.person@example.test' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already on the waiting list for this ticket.');
    const second = await joined(event.id, variantId, person(2));
    expect(second.position).toBe(2);

    const bad = await join(event.id, variantId, {
      quantity: 101,
      fullName: ' ',
      email: 'not-an-email',
      phoneNumber: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'fullName', 'phoneNumber', 'quantity']);
    expect((await join(event.id, variantId, person(0))).status).toBe(400);
    expect((await join(event.id, crypto.randomUUID(), person())).status).toBe(404);
    expect((await join(crypto.randomUUID(), variantId, person())).status).toBe(404);
    const other = await createActivityWithDate(master, { capacity: 1, published: true });
    expect((await join(event.id, other.variants[0].id, person())).status).toBe(404);

    const entries = await master.get(`/api/client/event/${event.id}/waitlist`);
    expect(entries.body.counts).toEqual({
      waiting: 2,
      offered: 0,
      purchased: 0,
      expired: 0,
      left: 0,
      removed: 0,
    });
    expect(entries.body.entries[0]).toMatchObject({
      position: 1,
      status: 'waiting',
      email: 'first.person@example.test',
      phoneNumber: '+447700900123',
      ticketVariantName: 'Standard',
      quantity: 1,
      offeredAt: null,
    });
    const dates = await master.get(`/api/client/activity/${activity.id}/events`);
    expect(dates.body.events[0].waitingCount).toBe(2);

    const firstId = entries.body.entries[0].entryId;
    expect(await entryOf(firstId)).toEqual({
      entryId: firstId,
      status: 'waiting',
      position: 1,
      quantity: 1,
      ticketVariantId: variantId,
      ticketVariantName: 'Standard',
      activityName: activity.name,
      eventId: event.id,
      eventStartAt: event.startAt,
      offer: null,
    });
    expect((await testApp.client().get(`/api/public/waitlist/${crypto.randomUUID()}`)).status).toBe(404);
    const [mail] = await outboxRows(testApp.db, ['first.person@example.test']);
    expect(mail!.body_text).toContain("You're number 1 on the waiting list");
    expect(mail!.body_text).toContain(`${testApp.config.publicUrl}/waitlist/${firstId}`);

    // Switched off: no new joins; the entries stay.
    await master.post(`/api/client/activity/${activity.id}/waitlist-settings`, {
      isEnabled: false,
      offerMinutes: 30,
    });
    expect((await join(event.id, variantId, person())).body.message).toBe(MESSAGES.waitlistClosed);
    expect((await publicType(event.id, variantId)).isWaitlistOpen).toBe(false);
    expect((await master.get(`/api/client/event/${event.id}/waitlist`)).body.counts.waiting).toBe(2);
    // Door staff and other organisers do not see the list.
    const door = await signedInClient(testApp, organizationId, 'controller');
    expect((await door.get(`/api/client/event/${event.id}/waitlist`)).status).toBe(403);
    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect((await stranger.get(`/api/client/event/${event.id}/waitlist`)).status).toBe(404);
    expect((await stranger.post(`/api/client/waitlist/${firstId}/remove`)).status).toBe(404);
    expect((await door.post(`/api/client/waitlist/${firstId}/remove`)).status).toBe(403);
  });
});

describe('offers', () => {
  it('go to the list in joining order at once on a cancel, skip ahead for groups, and on raised limits and capacity', async () => {
    const { master, event, variantId, orders, activity } = await soldOutDate(3);
    const group = await joined(event.id, variantId, person(2));
    const single = await joined(event.id, variantId, person(1, { phoneNumber: '+447700900555' }));
    const late = await joined(event.id, variantId, person(1));

    // One place: the group of two does not fit, so the next entry is offered it, in the cancel's transaction.
    expect((await cancel(master, orders[0]!)).status).toBe(200);
    const offered = await entryOf(single.entryId);
    expect(offered).toMatchObject({
      status: 'offered',
      position: null,
      offer: { holdId: expect.any(String) },
    });
    expect(await entryOf(group.entryId)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await entryOf(late.entryId)).toMatchObject({ status: 'waiting', position: 2 });
    const hold = await holdRow(offered.offer.holdId);
    expect(new Date(hold.expires_at).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(await publicType(event.id, variantId)).toMatchObject({
      toBuy: 0,
      reservedCount: 1,
      isWaitlistOpen: true,
    });
    expect((await placeHold(testApp.client(), event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(
      409,
    );
    const messages = await outboxRows(testApp.db, ['+447700900555']);
    expect(messages[0]!.body_text).toContain(`/waitlist/${single.entryId}`);
    expect(messages[0]!.body_text).toContain('£15.00');

    // A second place: the group still waits for two and keeps it (nobody else may take it).
    await cancel(master, orders[1]!);
    expect(await entryOf(group.entryId)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await entryOf(late.entryId)).toMatchObject({ status: 'offered' });
    // Capacity raised by two: the group is offered both places.
    const update = await master.post(`/api/client/event/${event.id}/update`, {
      activityId: activity.id,
      startAt: event.startAt,
      endAt: event.endAt,
      doorsOpenAt: event.doorsOpenAt,
      maxTicketCount: 5,
    });
    expect(update.status, update.text).toBe(200);
    expect(await entryOf(group.entryId)).toMatchObject({ status: 'offered' });
    const list = (await master.get(`/api/client/event/${event.id}/waitlist`)).body;
    expect(list.counts).toMatchObject({ waiting: 0, offered: 3 });
    expect((await master.get(`/api/client/event/${event.id}/has-reserved`)).status).toBe(200);
  });

  it('pass on when a limit is raised, an offer is paid, left, removed, runs out, or its payment is cancelled', async () => {
    const { master, event, variantId, variants, organizationId } = await soldOutDate(
      10,
      [
        { name: 'Standard', price: 0, max: 2 },
        { name: 'Paid', price: 1000, max: 100 },
      ],
      60,
      2,
    );
    // Standard is free and sold out at its limit of 2 (capacity 10 holds the rest).
    const [a, b, c, d, e] = [
      await joined(event.id, variantId, person()),
      await joined(event.id, variantId, person()),
      await joined(event.id, variantId, person()),
      await joined(event.id, variantId, person()),
      await joined(event.id, variantId, person()),
    ];
    // The type's limit raised to 3: one place, to the first.
    const raise = await master.post(`/api/client/ticket-variant/${variantId}/update`, {
      eventId: event.id,
      name: 'Standard',
      imageUrl: null,
      description: null,
      price: 0,
      maxTicketCount: 3,
      isAffectEventTicketCount: true,
    });
    expect(raise.status, raise.text).toBe(200);
    const offerA = (await entryOf(a!.entryId)).offer;
    expect(offerA).not.toBeNull();
    // The person offered checks out their hold (free: paid at once): purchased.
    const bought = await checkout(testApp.client(), offerA.holdId, guest());
    expect(bought.status, bought.text).toBe(201);
    expect((await entryOf(a!.entryId)).status).toBe('purchased');
    expect((await testApp.client().post(`/api/public/waitlist/${a!.entryId}/leave`)).status).toBe(409);

    // Raised again: B is offered, and leaves: the place goes to C at once. Leaving again changes nothing.
    await master.post(`/api/client/ticket-variant/${variantId}/update`, {
      eventId: event.id,
      name: 'Standard',
      imageUrl: null,
      description: null,
      price: 0,
      maxTicketCount: 4,
      isAffectEventTicketCount: true,
    });
    const offerB = (await entryOf(b!.entryId)).offer;
    const left = await testApp.client().post(`/api/public/waitlist/${b!.entryId}/leave`);
    expect(left.body).toMatchObject({ status: 'left', offer: null, position: null });
    expect((await holdRow(offerB.holdId)).released_at).not.toBeNull();
    expect((await testApp.client().post(`/api/public/waitlist/${b!.entryId}/leave`)).body.status).toBe(
      'left',
    );
    const offerC = (await entryOf(c!.entryId)).offer;
    expect(offerC).not.toBeNull();
    // The organiser removes C: the place goes to D.
    const removed = await master.post(`/api/client/waitlist/${c!.entryId}/remove`);
    expect(removed.body).toMatchObject({ status: 'removed', entryId: c!.entryId });
    expect((await master.post(`/api/client/waitlist/${c!.entryId}/remove`)).body.status).toBe('removed');
    expect((await testApp.client().post(`/api/public/waitlist/${c!.entryId}/leave`)).status).toBe(409);
    const offerD = (await entryOf(d!.entryId)).offer;
    expect(offerD).not.toBeNull();
    // D's offer runs out: the sweeper settles it (expired, emailed) and offers the place to E.
    await testApp.db
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', offerD.holdId)
      .execute();
    expect((await entryOf(e!.entryId)).status).toBe('waiting');
    await sweepWaitlists(testApp.db);
    expect((await entryOf(d!.entryId)).status).toBe('expired');
    const offerE = (await entryOf(e!.entryId)).offer;
    expect(offerE).not.toBeNull();
    const dRow = (await master.get(`/api/client/event/${event.id}/waitlist`)).body.entries.find(
      (entry: { entryId: string }) => entry.entryId === d!.entryId,
    );
    const expiredMail = await outboxRows(testApp.db, [dRow.email]);
    expect(expiredMail.map((row) => row.subject)).toContain(
      `Your offer for ${'Jazz by the River'} has ended`,
    );
    expect((await master.post(`/api/client/waitlist/${d!.entryId}/remove`)).status).toBe(409);

    // The paid type: sold out at its limit, two waiting; the offer's payment cancelled on the payment page.
    const paidId = variants[1].id as string;
    await master.post(`/api/client/ticket-variant/${paidId}/update`, {
      eventId: event.id,
      name: 'Paid',
      imageUrl: null,
      description: null,
      price: 1000,
      maxTicketCount: 1,
      isAffectEventTicketCount: true,
    });
    const paidOrder = await issueFreeOrder(master, paidId);
    const f = await joined(event.id, paidId, person());
    const g = await joined(event.id, paidId, person());
    await cancel(master, paidOrder.reference);
    const offerF = (await entryOf(f.entryId)).offer;
    const pending = await checkout(testApp.client(), offerF.holdId, guest());
    expect(pending.status, pending.text).toBe(201);
    expect((await testCancel(testApp.client(), pending.body.orderId)).status).toBe(200);
    expect((await entryOf(f.entryId)).status).toBe('expired');
    const offerG = (await entryOf(g.entryId)).offer;
    expect(offerG).not.toBeNull();
    // G pays on the test payment page: purchased; the organiser's later cancel is not offered back to G.
    const paying = await checkout(testApp.client(), offerG.holdId, guest());
    expect((await testPay(testApp.client(), paying.body.orderId)).status).toBe(200);
    expect((await entryOf(g.entryId)).status).toBe('purchased');
    expect((await cancel(master, paying.body.orderReference)).status).toBe(200);
    expect((await entryOf(g.entryId)).status).toBe('purchased');
    const counts = (await master.get(`/api/client/event/${event.id}/waitlist`)).body.counts;
    expect(counts).toEqual({ waiting: 0, offered: 1, purchased: 2, expired: 2, left: 1, removed: 1 });
    expect(organizationId).toBeTruthy();
  });

  it('a released public hold goes to the list; other types leave the places the list could take; the organiser is not blocked', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { activity, event, variants } = await createActivityWithDate(master, {
      capacity: 2,
      variants: [
        { name: 'Standard', price: 1500, max: 100 },
        { name: 'Balcony', price: 1500, max: 100 },
      ],
      published: true,
    });
    const [standard, balcony] = [variants[0].id as string, variants[1].id as string];
    await master.post(`/api/client/activity/${activity.id}/waitlist-settings`, {
      isEnabled: true,
      offerMinutes: 5,
    });
    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: standard, quantity: 2 }]);
    expect(held.status).toBe(201);
    const waiting = await joined(event.id, standard, person(1));
    // The customer lets the hold go: the list is served first, and the second place is kept for the list too.
    expect((await customer.post(`/api/public/holds/${held.body.id}/release`)).status).toBe(200);
    expect((await entryOf(waiting.entryId)).status).toBe('offered');
    expect(await publicType(event.id, standard)).toMatchObject({ toBuy: 1, isWaitlistOpen: false });
    expect(await publicType(event.id, balcony)).toMatchObject({ toBuy: 1 });
    // A customer takes the last place; then a group of two joins for Balcony.
    const last = await placeHold(testApp.client(), event.id, [{ identity: standard, quantity: 1 }]);
    expect(last.status).toBe(201);
    const balconyGroup = await joined(event.id, balcony, person(2));
    expect(balconyGroup.position).toBe(1);
    expect(await publicType(event.id, balcony)).toMatchObject({ toBuy: 0, isWaitlistOpen: true });
    // One place comes free: too few for the group, kept for it all the same — through any type of the venue.
    await testApp.client().post(`/api/public/holds/${last.body.id}/release`);
    expect((await entryOf(balconyGroup.entryId)).status).toBe('waiting');
    expect(await publicType(event.id, standard)).toMatchObject({ toBuy: 0 });
    expect((await placeHold(testApp.client(), event.id, [{ identity: standard, quantity: 1 }])).status).toBe(
      409,
    );
    // The organiser's own tickets are not blocked: staff decide at the door.
    await issueFreeOrder(master, standard);
    const otherType = await master.post('/api/client/ticket-variant/', {
      eventId: event.id,
      name: 'Standing',
      imageUrl: null,
      description: null,
      price: 0,
      maxTicketCount: 10,
      isAffectEventTicketCount: false,
    });
    expect(
      (await placeHold(testApp.client(), event.id, [{ identity: otherType.body.id, quantity: 1 }])).status,
    ).toBe(201);
    // Messages to the people waiting on the date.
    const recipients = await master.post('/api/client/mailing/by-event-recipients', {
      eventId: event.id,
      target: 'waiting',
      channel: 'email',
    });
    expect(recipients.body.recipients).toBe(2);
  });

  it('a customer’s hold running out: nobody else takes the place meanwhile, and the sweeper offers it', async () => {
    const { event, variantId } = await soldOutDate(1, undefined, 60, 0);
    const held = await placeHold(testApp.client(), event.id, [{ identity: variantId, quantity: 1 }]);
    expect(held.status).toBe(201);
    const waiting = await joined(event.id, variantId, person());
    await testApp.db
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', held.body.id)
      .execute();
    expect(await publicType(event.id, variantId)).toMatchObject({ toBuy: 0, reservedCount: 0 });
    expect((await placeHold(testApp.client(), event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(
      409,
    );
    expect((await entryOf(waiting.entryId)).status).toBe('waiting');
    await sweepWaitlists(testApp.db);
    expect((await entryOf(waiting.entryId)).status).toBe('offered');
    expect(await publicType(event.id, variantId)).toMatchObject({ toBuy: 0, reservedCount: 1 });
  });

  it('switched off, freed places go on sale as usual and offers made keep their time; switched on, free places are offered', async () => {
    const { master, event, variantId, orders, activity } = await soldOutDate(2);
    const first = await joined(event.id, variantId, person());
    const second = await joined(event.id, variantId, person());
    await cancel(master, orders[0]!);
    const offer = (await entryOf(first.entryId)).offer;
    const settings = `/api/client/activity/${activity.id}/waitlist-settings`;
    await master.post(settings, { isEnabled: false, offerMinutes: 60 });
    await cancel(master, orders[1]!);
    expect(await entryOf(second.entryId)).toMatchObject({ status: 'waiting' });
    expect(await entryOf(first.entryId)).toMatchObject({ status: 'offered', offer });
    expect(await publicType(event.id, variantId)).toMatchObject({ toBuy: 1, isWaitlistOpen: false });
    await master.post(settings, { isEnabled: true, offerMinutes: 60 });
    expect(await entryOf(second.entryId)).toMatchObject({ status: 'offered' });
    expect(await publicType(event.id, variantId)).toMatchObject({ toBuy: 0 });
  });
});
