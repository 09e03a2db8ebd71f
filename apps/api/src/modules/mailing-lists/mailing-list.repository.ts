import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type ReceiverValues = { email: string | null; phone: string | null };
export type ReceiverRow = ReceiverValues & { id: string; mailing_list_id: string };
export type MailingListRow = { id: string; name: string; created_at: Date };

/** Rows per insert statement: 3 parameters each stays far below PostgreSQL's 65,535. */
const INSERT_BATCH = 2000;

export async function insertMailingList(
  db: Db,
  organizationId: string,
  userId: string,
  name: string,
): Promise<string> {
  const row = await db
    .insertInto('mailing_lists')
    .values({ organization_id: organizationId, name, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listMailingLists(db: Db, organizationId: string): Promise<MailingListRow[]> {
  return db
    .selectFrom('mailing_lists')
    .select(['id', 'name', 'created_at'])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The organiser's list; `forUpdate` holds it until the transaction ends, so a delete waits for an import. */
export async function findMailingList(
  db: Db,
  organizationId: string,
  listId: string,
  forUpdate = false,
): Promise<MailingListRow | undefined> {
  const query = db
    .selectFrom('mailing_lists')
    .select(['id', 'name', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', listId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function renameMailingList(db: Db, organizationId: string, listId: string, name: string) {
  const result = await db
    .updateTable('mailing_lists')
    .set({ name })
    .where('organization_id', '=', organizationId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteMailingList(db: Db, organizationId: string, listId: string) {
  const result = await db
    .deleteFrom('mailing_lists')
    .where('organization_id', '=', organizationId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Receivers of these lists in the order they were added. */
export async function listReceivers(db: Db, listIds: string[]): Promise<ReceiverRow[]> {
  if (listIds.length === 0) return [];
  return db
    .selectFrom('mailing_list_receivers')
    .select(['id', 'mailing_list_id', 'email', 'phone'])
    .where('mailing_list_id', 'in', listIds)
    .orderBy('mailing_list_id')
    .orderBy('seq')
    .execute();
}

/**
 * Adds receivers in batches, skipping any whose email or phone the list already holds (the unique partial
 * indexes), and answers how many went in. Call it inside the caller's transaction.
 */
export async function insertReceivers(
  db: Db,
  listId: string,
  receivers: readonly ReceiverValues[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < receivers.length; start += INSERT_BATCH) {
    const batch = receivers.slice(start, start + INSERT_BATCH);
    const result = await db
      .insertInto('mailing_list_receivers')
      .values(batch.map((r) => ({ mailing_list_id: listId, email: r.email, phone: r.phone })))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** Adds one receiver; undefined when the list already holds its email or phone. */
export async function insertReceiver(
  db: Db,
  listId: string,
  receiver: ReceiverValues,
): Promise<string | undefined> {
  const row = await db
    .insertInto('mailing_list_receivers')
    .values({ mailing_list_id: listId, email: receiver.email, phone: receiver.phone })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Copies the receivers of one own list into another, skipping those already there. */
export async function copyReceivers(db: Db, sourceListId: string, targetListId: string): Promise<number> {
  const result = await sql`
    insert into mailing_list_receivers (mailing_list_id, email, phone)
    select ${targetListId}, email, phone from mailing_list_receivers
    where mailing_list_id = ${sourceListId} order by seq
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

const UNIQUE_VIOLATION = '23505';

/** Changes a receiver of the list: false when it is not there, null when another receiver holds the contact. */
export async function updateReceiver(
  db: Db,
  listId: string,
  receiverId: string,
  values: ReceiverValues,
): Promise<boolean | null> {
  try {
    const result = await db
      .updateTable('mailing_list_receivers')
      .set(values)
      .where('mailing_list_id', '=', listId)
      .where('id', '=', receiverId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

export async function deleteReceiver(db: Db, listId: string, receiverId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('mailing_list_receivers')
    .where('mailing_list_id', '=', listId)
    .where('id', '=', receiverId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The addresses (lower-case emails, phones) that unsubscribed from the organiser. */
export async function listUnsubscribed(db: Db, organizationId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('unsubscribes')
    .select('address')
    .where('organization_id', '=', organizationId)
    .execute();
  return new Set(rows.map((row) => row.address));
}
