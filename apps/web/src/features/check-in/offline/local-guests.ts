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
