import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { uniqueReceiver } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { issueAtOnce } from './issue-at-once.service';
import { findDateOfTicketTypes } from './stock.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

async function onSaleDate(price: number) {
  const organizationId = await createOrganisation(testApp.db);
  const master = await signedInClient(testApp, organizationId, 'master');
  const created = await createActivityWithDate(master, {
    published: true,
    variants: [{ name: 'Standard', price, max: 500 }],
  });
  return { organizationId, master, ...created };
}

describe('orders of one date issued together (group commit)', () => {
  it('stores orders that arrive together in shared statements, each with its own tickets and message', async () => {
    const { master, event, variants } = await onSaleDate(0);
    const quantities = Array.from({ length: 30 }, (_, index) => 1 + (index % 3));
    const answers = await Promise.all(
      quantities.map((quantity) =>
        master.post('/api/client/order/free', {
          phoneNumber: uniqueReceiver().phone,
          address: null,
          fullName: 'Mary Seacole',
          email: uniqueReceiver().email,
          customField1: 'Vegetarian',
          items: [{ identity: variants[0].id, quantity }],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(quantities.map(() => 200));
    expect(answers.map((answer) => answer.body.tickets.length)).toEqual(quantities);
    const orders = await testApp.db
      .selectFrom('orders')
      .select(['id', 'reference', 'created_at'])
      .where('event_id', '=', event.id)
      .execute();
    const tickets = await testApp.db
      .selectFrom('tickets')
      .select(['order_id', 'external_id', 'ticket_index', 'group_size'])
      .where('event_id', '=', event.id)
      .execute();
    for (const [index, answer] of answers.entries()) {
      const order = orders.find((one) => one.reference === answer.body.orderReference)!;
      const own = tickets
        .filter((ticket) => ticket.order_id === order.id)
        .sort((a, b) => a.ticket_index - b.ticket_index);
      expect(own.map((ticket) => [ticket.ticket_index, ticket.group_size])).toEqual(
        Array.from({ length: quantities[index]! }, (_, at) => [at + 1, quantities[index]]),
      );
      expect(
        answer.body.tickets.map((ticket: { ticketExternalId: string }) => ticket.ticketExternalId),
      ).toEqual(own.map((ticket) => ticket.external_id));
    }
    const total = quantities.reduce((sum, quantity) => sum + quantity, 0);
    expect((await master.get(`/api/client/ticket-variant/${variants[0].id}`)).body.orderCount).toBe(total);
    const messages = await testApp.db
      .selectFrom('outbox_messages')
      .select('attachment_order_id')
      .where(
        'attachment_order_id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    expect(new Set(messages.map((message) => message.attachment_order_id)).size).toBe(30);
    // A statement's now() is one instant: orders of one batch share it. PGlite runs each statement to its end
    // inside this process, so there orders seldom wait together.
    const statements = new Set(orders.map((order) => order.created_at.getTime())).size;
    if (testDatabaseKind === 'postgres') expect(statements).toBeLessThan(orders.length);
  });

  it('decides each order alone at the price under the lock when orders together were priced across a change', async () => {
    const { organizationId, master, activity, event, variants } = await onSaleDate(1000);
    const variantId = variants[0].id;
    const before = (await findDateOfTicketTypes(testApp.db, organizationId, [variantId]))!;
    const changed = await master.post(`/api/client/ticket-variant/${variantId}/update`, {
      eventId: event.id,
      name: 'Standard',
      imageUrl: null,
      description: null,
      price: 1500,
      maxTicketCount: 500,
      isAffectEventTicketCount: true,
    });
    expect(changed.status).toBe(200);
    const after = (await findDateOfTicketTypes(testApp.db, organizationId, [variantId]))!;
    const order = {
      eventId: event.id,
      activityId: activity.id,
      kind: 'free' as const,
      ...uniqueReceiver(),
      fullName: null,
      address: null,
      createdBy: null,
      items: [{ variantId, quantity: 1 }],
    };
    // The first runs alone; the two that arrive while it runs go together, the stale price first.
    const issued = await Promise.all([
      issueAtOnce(testApp.db, organizationId, order, { stock: after.stock }),
      issueAtOnce(testApp.db, organizationId, order, { stock: before.stock }),
      issueAtOnce(testApp.db, organizationId, order, { stock: after.stock }),
    ]);
    expect(issued.map((one) => one.total)).toEqual([1500, 1500, 1500]);
  });
});
