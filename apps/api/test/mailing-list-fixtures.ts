import crypto from 'node:crypto';
import { countSold } from './sales-fixtures';
import type { Db } from '../src/db/database';

/** A multipart body with one file, as the browser's import sends it. */
export function fileForm(fileName: string, bytes: Buffer | string, type = 'text/csv') {
  const data = new FormData();
  data.append(
    'file',
    new Blob([typeof bytes === 'string' ? Buffer.from(bytes) : new Uint8Array(bytes)], { type }),
    fileName,
  );
  return data;
}

/** An order with one valid ticket for a guest with this email and phone, straight into the tables. */
export async function addGuest(
  db: Db,
  organizationId: string,
  date: { eventId: string; variantId: string },
  contact: { email: string | null; phone: string | null },
  status: 'valid' | 'cancelled' = 'valid',
) {
  const order = await db
    .insertInto('orders')
    .values({
      organization_id: organizationId,
      event_id: date.eventId,
      reference: `T-${crypto.randomBytes(5).toString('hex')}`,
      kind: 'cash',
      phone: contact.phone,
      email: contact.email,
      full_name: 'Test Guest',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tickets')
    .values({
      organization_id: organizationId,
      order_id: order.id,
      event_id: date.eventId,
      ticket_variant_id: date.variantId,
      external_id: crypto.randomUUID(),
      check_in_code: crypto.randomBytes(12).toString('base64url'),
      ticket_index: 1,
      group_size: 1,
      status,
    })
    .execute();
  if (status === 'valid') await countSold(db, organizationId, date.eventId, date.variantId, 1);
}

export async function receiversOf(db: Db, listId: string) {
  return db
    .selectFrom('mailing_list_receivers')
    .select(['email', 'phone'])
    .where('mailing_list_id', '=', listId)
    .orderBy('seq')
    .execute();
}
