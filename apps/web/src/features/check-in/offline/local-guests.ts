import { openDoorDb, type TDoorTicket } from './door-db';

/** A ticket as the offline guest list shows it: checked in by the last sync or by a scan on this device. */
export type TLocalGuest = TDoorTicket;

export async function listLocalGuests(eventId: string): Promise<TLocalGuest[]> {
  const db = await openDoorDb();
  const [tickets, local] = await Promise.all([
    db.getAllFromIndex('tickets', 'byEvent', eventId),
    db.getAllFromIndex('localCheckIns', 'byEvent', eventId),
  ]);
  const letInHere = new Map(local.map((checkIn) => [checkIn.hash, checkIn.scannedAt]));
  return tickets
    .map((ticket) => ({ ...ticket, checkedInAt: ticket.checkedInAt ?? letInHere.get(ticket.hash) ?? null }))
    .sort(
      (a, b) => a.guestName.localeCompare(b.guestName) || a.orderReference.localeCompare(b.orderReference),
    );
}

/** Every word typed must be in the guest's name or order reference, in any case. */
export function searchLocalGuests(guests: TLocalGuest[], search: string): TLocalGuest[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return guests;
  return guests.filter((guest) => {
    const text = `${guest.guestName} ${guest.orderReference}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * Each ticket's place in its order ("ticket 1 of 2"), so rows of one order can be told apart: by ticket id, the
 * same on every device.
 */
export function placesInOrders(guests: TLocalGuest[]): Map<string, { number: number; count: number }> {
  const byOrder = new Map<string, string[]>();
  for (const guest of guests) {
    byOrder.set(guest.orderReference, [...(byOrder.get(guest.orderReference) ?? []), guest.ticketExternalId]);
  }
  const places = new Map<string, { number: number; count: number }>();
  for (const tickets of byOrder.values()) {
    const ids = tickets.sort();
    ids.forEach((id, index) => places.set(id, { number: index + 1, count: ids.length }));
  }
  return places;
}
