import type { Db } from '../db/database';
import { insertMailingList, insertReceivers } from '../modules/mailing-lists/mailing-list.repository';
import { insertUnsubscribe } from '../modules/mailing/unsubscribe.repository';

const SUPPORTERS = [
  { email: 'amara.okafor@example.com', phone: '+447700900101' },
  { email: 'ben.hughes@example.com', phone: null },
  { email: null, phone: '+447700900103' },
  { email: 'chloe.martin@example.com', phone: '+447700900104' },
  { email: 'dev.patel@example.com', phone: null },
];
const PRESS = [
  { email: 'listings@riverside-gazette.example.com', phone: null },
  { email: 'arts.desk@example.com', phone: '+447700900202' },
];

/** Two own lists, one receiver of which has unsubscribed, so the lists and the send screen show every state. */
export async function seedDemoMailingLists(db: Db, organizationId: string, createdBy: string): Promise<void> {
  const supporters = await insertMailingList(db, organizationId, createdBy, 'Friends of the Riverside');
  await insertReceivers(db, supporters, SUPPORTERS);
  const press = await insertMailingList(db, organizationId, createdBy, 'Press and listings');
  await insertReceivers(db, press, PRESS);
  await insertUnsubscribe(db, organizationId, 'dev.patel@example.com');
}
