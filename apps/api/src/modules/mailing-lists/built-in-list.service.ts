import type { ReceiverValues } from './mailing-list.repository';

export const ALL_GUESTS_LIST_ID = 'all-guests';
export const ALL_GUESTS_LIST_NAME = 'All guests';
const ACTIVITY_LIST_PREFIX = 'activity-';

export const activityListId = (activityId: string) => `${ACTIVITY_LIST_PREFIX}${activityId}`;

/** The activity a built-in list id names, 'all' for all guests, or null when the id is not a built-in one. */
export function parseBuiltInListId(listId: string): { activityId: string } | 'all' | null {
  if (listId === ALL_GUESTS_LIST_ID) return 'all';
  if (!listId.startsWith(ACTIVITY_LIST_PREFIX)) return null;
  return { activityId: listId.slice(ACTIVITY_LIST_PREFIX.length) };
}

/**
 * A receiver set where each email and each phone appears once, as in an own list. A contact whose email is
 * already there but whose phone is new keeps only the phone (and the other way round), so every guest stays
 * reachable once by each channel.
 */
export class ReceiverSet {
  private readonly emails = new Set<string>();
  private readonly phones = new Set<string>();
  readonly receivers: ReceiverValues[] = [];

  add({ email, phone }: ReceiverValues): void {
    const newEmail = email && !this.emails.has(email) ? email : null;
    const newPhone = phone && !this.phones.has(phone) ? phone : null;
    if (!newEmail && !newPhone) return;
    if (newEmail) this.emails.add(newEmail);
    if (newPhone) this.phones.add(newPhone);
    this.receivers.push({ email: newEmail, phone: newPhone });
  }
}
