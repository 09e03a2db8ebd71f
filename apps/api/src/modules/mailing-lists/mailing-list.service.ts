import type { OrganiserScope } from '../../plugins/scope';
import { z } from 'zod';
import type {
  TAddedReceiversResponse,
  TCreateMailingListResponse,
  TMailingList,
  TMyMailingListsResponse,
  TReceiver,
  TReceiverValues,
} from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { findActivities } from '../activities/activity.service';
import { findGuestContacts } from '../sales/tickets.service';
import {
  ALL_GUESTS_LIST_ID,
  ALL_GUESTS_LIST_NAME,
  activityListId,
  parseBuiltInListId,
  ReceiverSet,
} from './built-in-list.service';
import {
  copyReceivers,
  deleteMailingList,
  deleteReceiver,
  findMailingList,
  insertMailingList,
  insertReceiver,
  insertReceivers,
  listMailingLists,
  listReceivers,
  listUnsubscribed,
  renameMailingList,
  updateReceiver,
  type MailingListRow,
  type ReceiverValues,
} from './mailing-list.repository';

export type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'userId'>;
type Receiver = ReceiverValues & { id: string | null };

const isUuid = (id: string) => z.uuid().safeParse(id).success;

function toReceiver(receiver: Receiver, unsubscribed: Set<string>): TReceiver {
  return {
    id: receiver.id,
    email: receiver.email,
    phone: receiver.phone,
    checked: true,
    unsubscribed:
      (receiver.email !== null && unsubscribed.has(receiver.email)) ||
      (receiver.phone !== null && unsubscribed.has(receiver.phone)),
  };
}

const toList = (
  id: string,
  name: string,
  isDefault: boolean,
  receivers: Receiver[],
  unsubscribed: Set<string>,
): TMailingList => ({
  id,
  name,
  isDefault,
  receivers: receivers.map((receiver) => toReceiver(receiver, unsubscribed)),
});

/** "All guests" and one list per activity that has guests, computed from the orders each time (never stored). */
async function buildBuiltInLists(scope: Scope, unsubscribed: Set<string>): Promise<TMailingList[]> {
  const contacts = await findGuestContacts(scope.db, scope.organizationId);
  const all = new ReceiverSet();
  const byActivity = new Map<string, ReceiverSet>();
  for (const contact of contacts) {
    all.add(contact);
    const set = byActivity.get(contact.activity_id) ?? new ReceiverSet();
    set.add(contact);
    byActivity.set(contact.activity_id, set);
  }
  if (all.receivers.length === 0) return [];
  const activities = await findActivities(scope, [...byActivity.keys()]);
  const activityLists = [...byActivity]
    .map(([activityId, set]) =>
      toList(
        activityListId(activityId),
        activities.get(activityId)?.name ?? '',
        true,
        set.receivers.map((r) => ({ ...r, id: null })),
        unsubscribed,
      ),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  const allGuests = toList(
    ALL_GUESTS_LIST_ID,
    ALL_GUESTS_LIST_NAME,
    true,
    all.receivers.map((r) => ({ ...r, id: null })),
    unsubscribed,
  );
  return [allGuests, ...activityLists];
}

async function toOwnLists(scope: Scope, rows: MailingListRow[], unsubscribed: Set<string>) {
  const receivers = await listReceivers(
    scope.db,
    rows.map((row) => row.id),
  );
  const byList = new Map<string, Receiver[]>();
  for (const receiver of receivers) {
    const list = byList.get(receiver.mailing_list_id);
    if (list) list.push(receiver);
    else byList.set(receiver.mailing_list_id, [receiver]);
  }
  return rows.map((row) => toList(row.id, row.name, false, byList.get(row.id) ?? [], unsubscribed));
}

export async function getMyLists(scope: Scope): Promise<TMyMailingListsResponse> {
  const unsubscribed = await listUnsubscribed(scope.db, scope.organizationId);
  const rows = await listMailingLists(scope.db, scope.organizationId);
  const [userMailingLists, defaultMailingLists] = await Promise.all([
    toOwnLists(scope, rows, unsubscribed),
    buildBuiltInLists(scope, unsubscribed),
  ]);
  return { userMailingLists, defaultMailingLists };
}

/** One list, own (by UUID) or built-in (by its id); anything else, or another organiser's list, is 404. */
export async function getList(scope: Scope, listId: string): Promise<TMailingList> {
  const unsubscribed = await listUnsubscribed(scope.db, scope.organizationId);
  if (parseBuiltInListId(listId)) {
    const list = (await buildBuiltInLists(scope, unsubscribed)).find((l) => l.id === listId);
    if (!list) throw notFound();
    return list;
  }
  if (!isUuid(listId)) throw notFound();
  const row = await findMailingList(scope.db, scope.organizationId, listId);
  if (!row) throw notFound();
  const [list] = await toOwnLists(scope, [row], unsubscribed);
  return list!;
}

export async function createList(
  scope: Scope,
  request: { name: string; receivers: TReceiverValues[] },
): Promise<TCreateMailingListResponse> {
  return scope.db.transaction().execute(async (trx) => {
    const id = await insertMailingList(trx, scope.organizationId, scope.userId, request.name);
    const added = await insertReceivers(trx, id, request.receivers);
    return { id, added, duplicates: request.receivers.length - added };
  });
}

async function requireOwnList(db: Db, scope: Scope, listId: string, forUpdate = false) {
  const row = await findMailingList(db, scope.organizationId, listId, forUpdate);
  if (!row) throw notFound();
  return row;
}

export async function renameList(scope: Scope, listId: string, name: string): Promise<void> {
  if (!(await renameMailingList(scope.db, scope.organizationId, listId, name))) throw notFound();
}

export async function deleteList(scope: Scope, listId: string): Promise<void> {
  if (!(await deleteMailingList(scope.db, scope.organizationId, listId))) throw notFound();
}

const duplicate = () => conflict(MESSAGES.receiverDuplicate, { email: MESSAGES.receiverDuplicate });

/** Adds one receiver; an email or phone the list already holds is 409. */
export async function addReceiver(
  scope: Scope,
  listId: string,
  receiver: TReceiverValues,
): Promise<TReceiver> {
  await requireOwnList(scope.db, scope, listId);
  const added = await insertReceiver(scope.db, listId, receiver);
  if (!added) throw duplicate();
  const unsubscribed = await listUnsubscribed(scope.db, scope.organizationId);
  return toReceiver({ ...receiver, id: added }, unsubscribed);
}

export async function changeReceiver(
  scope: Scope,
  listId: string,
  receiverId: string,
  receiver: TReceiverValues,
): Promise<TReceiver> {
  await requireOwnList(scope.db, scope, listId);
  const updated = await updateReceiver(scope.db, listId, receiverId, receiver);
  if (updated === null) throw duplicate();
  if (!updated) throw notFound();
  const unsubscribed = await listUnsubscribed(scope.db, scope.organizationId);
  return toReceiver({ ...receiver, id: receiverId }, unsubscribed);
}

export async function removeReceiver(scope: Scope, listId: string, receiverId: string): Promise<void> {
  await requireOwnList(scope.db, scope, listId);
  if (!(await deleteReceiver(scope.db, listId, receiverId))) throw notFound();
}

/** The receivers of a built-in list, or null when the id names none of the organiser's. */
async function builtInReceivers(scope: Scope, listId: string): Promise<ReceiverValues[] | null> {
  const list = (await buildBuiltInLists(scope, new Set())).find((l) => l.id === listId);
  return list ? list.receivers : null;
}

/** Copies the receivers of an own or built-in list into an own list, skipping those already there. */
export async function mergeList(
  scope: Scope,
  targetListId: string,
  sourceListId: string,
): Promise<TAddedReceiversResponse> {
  const builtIn = parseBuiltInListId(sourceListId) ? await builtInReceivers(scope, sourceListId) : null;
  if (!builtIn && !isUuid(sourceListId)) throw notFound();
  return scope.db.transaction().execute(async (trx) => {
    await requireOwnList(trx, scope, targetListId, true);
    if (builtIn) {
      const added = await insertReceivers(trx, targetListId, builtIn);
      return { added, duplicates: builtIn.length - added, invalid: 0 };
    }
    await requireOwnList(trx, scope, sourceListId);
    const sourceCount = (await listReceivers(trx, [sourceListId])).length;
    const added = await copyReceivers(trx, sourceListId, targetListId);
    return { added, duplicates: sourceCount - added, invalid: 0 };
  });
}

/** Adds a file's receivers to an own list in one transaction; counts what went in and what was skipped. */
export async function addFileReceivers(
  scope: Scope,
  listId: string,
  receivers: ReceiverValues[],
): Promise<number> {
  return scope.db.transaction().execute(async (trx) => {
    await requireOwnList(trx, scope, listId, true);
    return insertReceivers(trx, listId, receivers);
  });
}
