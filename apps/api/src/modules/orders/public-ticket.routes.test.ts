import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const receiver = {
  phoneNumber: '07700 900123',
  address: null,
  fullName: 'Mary Seacole',
  email: 'mary@example.test',
  customField1: 'Vegetarian',
};

/** An organiser's date with a free order of `quantity` tickets issued through the API, as the form does. */
async function issueOrder(quantity = 3) {
  const organizationId = await createOrganisation(testApp.db, 'Riverside Promotions');
  const master = await signedInClient(testApp, organizationId, 'master');
  const { event, variants } = await createActivityWithDate(master, { published: true });
  const order = await master.post('/api/client/order/free', {
    ...receiver,
    items: [{ identity: variants[0].id, quantity }],
  });
  expect(order.status).toBe(200);
  const externalIds: string[] = order.body.tickets.map(
    (t: { ticketExternalId: string }) => t.ticketExternalId,
  );
  return { organizationId, master, event, externalIds, reference: order.body.orderReference as string };
}

const anonymous = () => testApp.client();

describe('GET /api/public/ticket/:externalId', () => {
  it('shows the issued ticket to anyone with the link, and nothing more', async () => {
    const { event, externalIds, reference } = await issueOrder(3);
    const response = await anonymous().get(`/api/public/ticket/${externalIds[1]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.body).toEqual({
      activityName: 'Jazz by the River',
      imageUrl: null,
      organizationName: 'Riverside Promotions',
      eventStartAt: event.startAt,
      eventEndAt: event.endAt,
      doorsOpenAt: event.doorsOpenAt,
      isOver: false,
      isOnline: false,
      venue: '1 Riverside, London, SE1 9PX, United Kingdom',
      guestName: 'Mary Seacole',
      ticketVariantName: 'Standard',
      ticketIndex: 2,
      groupIndex: 3,
      orderReference: reference,
      appliedPromo: null,
      checkedIn: false,
      checkedInAt: null,
      qrCode: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      pdfUrl: `${testApp.baseUrl}/api/public/ticket/${externalIds[1]}/pdf`,
    });
  });

  it('gives a QR code that checks this ticket in at the door, and the page then says so', async () => {
    const { organizationId, event, externalIds } = await issueOrder(2);
    const ticket = (await anonymous().get(`/api/public/ticket/${externalIds[0]}`)).body;
    const door = await signedInClient(testApp, organizationId, 'controller');
    const scan = await door.post(
      `/api/client/check-in/${event.id}/check-in/${encodeURIComponent(ticket.qrCode)}`,
    );
    expect(scan.status).toBe(200);
    // The date is next week, so the answer goes on to say which day the ticket is for.
    expect(scan.body.color).toBe('green');
    expect(scan.body.message).toMatch(/^Checked in: Mary Seacole, Standard\. This ticket is for /);

    const after = (await anonymous().get(`/api/public/ticket/${externalIds[0]}`)).body;
    expect(after.checkedIn).toBe(true);
    expect(Date.parse(after.checkedInAt)).toBeGreaterThan(Date.now() - 60_000);
    const other = (await anonymous().get(`/api/public/ticket/${externalIds[1]}`)).body;
    expect(other.checkedIn).toBe(false);
    expect(other.qrCode).not.toBe(ticket.qrCode);
  });

  it('never carries another ticket, another order or the guest’s contact details', async () => {
    const first = await issueOrder(3);
    const second = await issueOrder(1);
    const [own, ...siblings] = first.externalIds;
    const response = await anonymous().get(`/api/public/ticket/${own}`);
    const codes = await Promise.all(
      [...siblings, ...second.externalIds].map(
        async (id) => (await anonymous().get(`/api/public/ticket/${id}`)).body.qrCode as string,
      ),
    );
    for (const foreign of [...siblings, ...second.externalIds, ...codes, second.reference, first.event.id]) {
      expect(response.text).not.toContain(foreign);
    }
    for (const contact of ['+447700900123', '900123', 'mary@example.test', 'Vegetarian']) {
      expect(response.text).not.toContain(contact);
    }
    const [ticketRow] = await testApp.db
      .selectFrom('tickets')
      .select(['id', 'order_id'])
      .where('external_id', '=', own!)
      .execute();
    expect(response.text).not.toContain(ticketRow!.id);
    expect(response.text).not.toContain(ticketRow!.order_id);
  });

  it('answers 404 for a cancelled ticket', async () => {
    const { externalIds } = await issueOrder(1);
    await testApp.db
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('external_id', '=', externalIds[0]!)
      .execute();
    for (const url of [`/api/public/ticket/${externalIds[0]}`, `/api/public/ticket/${externalIds[0]}/pdf`]) {
      const response = await anonymous().get(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
  });

  it.each([
    ['an unknown id', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a too short id', 'abc'],
    ['a too long id', 'a'.repeat(65)],
    ['an id with other characters', encodeURIComponent("x' or '1'='1xxxxxxxxxx")],
    ['a path-like id', encodeURIComponent('../../../../etc/passwd')],
  ])('answers 404 { message } for %s, page and PDF alike', async (_, id) => {
    for (const url of [`/api/public/ticket/${id}`, `/api/public/ticket/${id}/pdf`]) {
      const response = await anonymous().get(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
    }
  });
});

describe('GET /api/public/ticket/:externalId/pdf', () => {
  it('is the one ticket as an inline PDF named after the order and its number', async () => {
    const { externalIds, reference } = await issueOrder(2);
    const response = await fetch(`${testApp.baseUrl}/api/public/ticket/${externalIds[1]}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="ticket-${reference}-2.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('is the pdfUrl the guest list and the ticket page give', async () => {
    const { master, event, externalIds } = await issueOrder(1);
    const guests = (await master.get(`/api/client/check-in/${event.id}/guest-list/`)).body.guests;
    const page = (await anonymous().get(`/api/public/ticket/${externalIds[0]}`)).body;
    expect(guests[0].pdfUrl).toBe(page.pdfUrl);
    const response = await fetch(page.pdfUrl);
    expect(response.status).toBe(200);
  });
});
