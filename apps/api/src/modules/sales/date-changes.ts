/**
 * Tells whoever keeps a copy of a date's public view (the public page's micro-cache) that the date changed:
 * its stock (holds, orders, cancels, refunds, capacity) or its catalogue (times, ticket types, publish). Every
 * `withDates` announces its dates once its transaction commits; a change made without the lock (publish)
 * announces itself. Listeners are awaited, so a change's answer leaves only after every copy was told.
 */
type DatesChangedListener = (eventIds: readonly string[]) => void | Promise<void>;

const listeners = new Set<DatesChangedListener>();

/** Calls `listener` after each change of dates; answers the function that stops it. */
export function onDatesChanged(listener: DatesChangedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces committed changes of these dates; a listener's failure is its own (it must not throw). */
export async function announceDatesChanged(eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await Promise.all([...listeners].map((listener) => listener(eventIds)));
}
