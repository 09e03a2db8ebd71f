import type { Db } from '../../db/database';

/** What a change did to an entry that its person is told of (issue 31): joined, offered, or an offer ended unpaid. */
export type WaitlistNotice = { kind: 'joined' | 'offered' | 'expired'; entryId: string };

/** Writes the notices' emails and SMS to the outbox in the transaction `trx` of the change. */
export type WaitlistNotifier = (trx: Db, notices: WaitlistNotice[]) => Promise<void>;

let notifier: WaitlistNotifier | null = null;

/**
 * The app sets who writes the waiting list's messages when it starts (the `waitlist` module, through delivery):
 * offers are made inside any sale of a date (`withDates`), which the sales core cannot make depend on delivery,
 * as delivery reads orders from it.
 */
export function setWaitlistNotifier(next: WaitlistNotifier): void {
  notifier = next;
}

export async function notifyWaitlist(trx: Db, notices: WaitlistNotice[]): Promise<void> {
  if (notices.length > 0 && notifier) await notifier(trx, notices);
}
