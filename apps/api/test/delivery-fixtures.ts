import type { Db } from '../src/db/database';
import type { TestClient } from './test-client';

let nextNumber = 100;

/** A receiver of free tickets with a phone and an email no other order of the test file uses. */
export function uniqueReceiver() {
  const number = nextNumber++;
  return {
    // Ofcom's drama range has a thousand numbers: phones repeat after that, emails never.
    phone: `+447700900${String(number % 1000).padStart(3, '0')}`,
    email: `guest${number}@example.test`,
  };
}

/** Issues a free order through the API and answers what the guest should receive. */
export async function issueFreeOrder(
  client: TestClient,
  variantId: string,
  {
    quantity = 1,
    email,
    fullName = 'Mary Seacole',
  }: { quantity?: number; email?: string | null; fullName?: string } = {},
) {
  const receiver = uniqueReceiver();
  const guestEmail = email === undefined ? receiver.email : email;
  const response = await client.post('/api/client/order/free', {
    phoneNumber: receiver.phone,
    address: null,
    fullName,
    email: guestEmail ?? '',
    customField1: 'Vegetarian',
    items: [{ identity: variantId, quantity }],
  });
  if (response.status !== 200) throw new Error(`free order failed: ${response.status} ${response.text}`);
  const ticketUrls: string[] = response.body.tickets.map((ticket: { ticketUrl: string }) => ticket.ticketUrl);
  return { phone: receiver.phone, email: guestEmail, ticketUrls, reference: response.body.orderReference };
}

/** The outbox rows addressed to these recipients. */
export async function outboxRows(db: Db, recipients: (string | null)[]) {
  const wanted = recipients.filter((recipient): recipient is string => Boolean(recipient));
  if (wanted.length === 0) return [];
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', 'in', wanted)
    .orderBy('channel')
    .orderBy('recipient')
    .execute();
}
