import { createActivityWithDate } from './activity-fixtures';
import { createOrganisation, signedInClient } from './fixtures';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export type Item = { identity: string; quantity: number };

/** A published activity with one date on sale, its organiser signed in. */
export async function dateOnSale(app: TestApp, options: Parameters<typeof createActivityWithDate>[1] = {}) {
  const organizationId = await createOrganisation(app.db);
  const master = await signedInClient(app, organizationId, 'master');
  const created = await createActivityWithDate(master, { published: true, ...options });
  return { organizationId, master, variantId: created.variants[0].id as string, ...created };
}

/** What a customer types on the guest form of the fixtures' activity (email, full name, dietary needs). */
export const guest = (email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.test`) => ({
  email,
  fullName: 'Mary Seacole',
  customField1: 'Vegetarian',
});

export const placeHold = (client: TestClient, eventId: string, items: Item[]) =>
  client.post(`/api/public/event/${eventId}/holds`, { items });

export const checkout = (client: TestClient, holdId: string, body: Record<string, unknown>) =>
  client.post(`/api/public/holds/${holdId}/checkout`, body);

export const testPay = (client: TestClient, orderId: string) =>
  client.post(`/api/public/test-payments/${orderId}/pay`);

export const testCancel = (client: TestClient, orderId: string) =>
  client.post(`/api/public/test-payments/${orderId}/cancel`);

/** A customer's whole way to a pending order: a hold of `items`, then its checkout; throws unless both work. */
export async function holdAndCheckout(
  app: TestApp,
  eventId: string,
  items: Item[],
  body: Record<string, unknown> = guest(),
) {
  const customer = app.client();
  const held = await placeHold(customer, eventId, items);
  if (held.status !== 201) throw new Error(`hold failed: ${held.status} ${held.text}`);
  const order = await checkout(customer, held.body.id, body);
  if (order.status !== 201) throw new Error(`checkout failed: ${order.status} ${order.text}`);
  return { customer, holdId: held.body.id as string, ...(order.body as CheckoutAnswer) };
}

type CheckoutAnswer = { orderId: string; orderReference: string; total: number; paymentUrl: string | null };
