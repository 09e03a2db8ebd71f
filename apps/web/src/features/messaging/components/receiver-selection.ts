import type { TChannel } from '@usher/contract/mailing';
import type { TMailingList, TReceiver } from '@usher/contract/mailing-lists';

/**
 * Which receivers of one list are chosen, kept as "all but" or "none but" a set of positions, so that choosing or
 * clearing a list of 50,000 is one step and the common case (everything chosen) holds nothing.
 */
export type TListSelection = { isAll: boolean; except: ReadonlySet<number> };
export type TSelection = Readonly<Record<string, TListSelection>>;
export type TListState = 'all' | 'some' | 'none';

const ALL: TListSelection = { isAll: true, except: new Set() };
const NONE: TListSelection = { isAll: false, except: new Set() };

/** An unsubscribed receiver is never chosen (§5: left out of every send to lists). */
export const isChoosable = (receiver: TReceiver) => !receiver.unsubscribed;

/** Nobody chosen as the screen opens: a send reaches only the lists and receivers the user ticked (issue 15). */
export function initialSelection(lists: readonly TMailingList[]): TSelection {
  return Object.fromEntries(lists.map((list) => [list.id, NONE]));
}

const selectionOf = (selection: TSelection, listId: string) => selection[listId] ?? NONE;

export function isChosen(selection: TSelection, list: TMailingList, index: number): boolean {
  const receiver = list.receivers[index];
  if (!receiver || !isChoosable(receiver)) return false;
  const { isAll, except } = selectionOf(selection, list.id);
  return isAll !== except.has(index);
}

export function countChoosable(list: TMailingList): number {
  return list.receivers.reduce((count, receiver) => count + (isChoosable(receiver) ? 1 : 0), 0);
}

export function countChosen(selection: TSelection, list: TMailingList, choosable = countChoosable(list)) {
  const { isAll, except } = selectionOf(selection, list.id);
  return isAll ? choosable - except.size : except.size;
}

/** The list checkbox: checked, unchecked, or indeterminate when only part of the list is chosen. */
export function listState(selection: TSelection, list: TMailingList, choosable = countChoosable(list)) {
  const chosen = countChosen(selection, list, choosable);
  if (chosen === 0) return 'none';
  return chosen === choosable ? 'all' : 'some';
}

/** A fully chosen list is cleared; a partly chosen or empty one is chosen in full. */
export function toggleList(selection: TSelection, list: TMailingList): TSelection {
  const next = listState(selection, list) === 'all' ? NONE : ALL;
  return { ...selection, [list.id]: next };
}

export function toggleReceiver(selection: TSelection, list: TMailingList, index: number): TSelection {
  const receiver = list.receivers[index];
  if (!receiver || !isChoosable(receiver)) return selection;
  const current = selectionOf(selection, list.id);
  const except = new Set(current.except);
  if (except.has(index)) except.delete(index);
  else except.add(index);
  return { ...selection, [list.id]: { isAll: current.isAll, except } };
}

/** Emails compare without case, phones without spaces: the same person twice is one recipient. */
function addressOf(receiver: TReceiver, channel: TChannel): string | null {
  const value = channel === 'email' ? receiver.email : receiver.phone;
  if (!value) return null;
  return channel === 'email' ? value.trim().toLowerCase() : value.replace(/\s/g, '');
}

export type TChosenRecipients = {
  /** Each address (or phone) once, as the send request carries them. */
  addresses: string[];
  duplicates: number;
  /** Unsubscribed receivers with an address in the lists being sent to, each address once. */
  unsubscribed: number;
};

/** Who a send to the chosen receivers reaches by `channel`, once each, and whom it leaves out. */
export function chosenRecipients(
  selection: TSelection,
  lists: readonly TMailingList[],
  channel: TChannel,
): TChosenRecipients {
  const addresses = new Set<string>();
  const unsubscribed = new Set<string>();
  let chosenWithAddress = 0;
  for (const list of lists) {
    if (countChosen(selection, list) === 0) continue;
    list.receivers.forEach((receiver, index) => {
      const address = addressOf(receiver, channel);
      if (!address) return;
      if (!isChoosable(receiver)) unsubscribed.add(address);
      else if (isChosen(selection, list, index)) {
        chosenWithAddress += 1;
        addresses.add(address);
      }
    });
  }
  return {
    addresses: [...addresses],
    duplicates: chosenWithAddress - addresses.size,
    unsubscribed: [...unsubscribed].filter((address) => !addresses.has(address)).length,
  };
}
