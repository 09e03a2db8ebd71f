import { DOOR_GUESTS_MAX, type TDoorGuest } from '@usher/contract/door';
import { toIsoOrNull } from '../../db/iso';
import { undoTicketCheckIn } from '../check-in/check-in-undo.service';
import { findDoorGuests, findGuestOfTicket } from '../sales/tickets.service';
import type { DoorScope } from './door-session.service';

type DoorGuestRow = {
  external_id: string;
  full_name: string | null;
  reference: string;
  variant_name: string;
  ticket_index: number;
  checked_in_at: Date | null;
  checked_in_by_name: string | null;
};

/** A guest as the crew see them: no phone number or email, so a guest with no name goes by the order reference. */
const toDoorGuest = (row: DoorGuestRow): TDoorGuest => ({
  ticketId: row.external_id,
  guestName: row.full_name ?? row.reference,
  ticketVariantName: row.variant_name,
  orderReference: row.reference,
  ticketNumber: row.ticket_index,
  checkedInAt: toIsoOrNull(row.checked_in_at),
  checkedInBy: row.checked_in_by_name,
});

/** At most DOOR_GUESTS_MAX of the link's guests that a search (of at least three characters) finds. */
export async function searchGuestsAtDoor(scope: DoorScope, search: string): Promise<TDoorGuest[]> {
  const rows = await findDoorGuests(scope.db, scope.organizationId, scope.eventId, {
    text: search,
    ticketVariantIds: scope.by.ticketVariantIds,
    limit: DOOR_GUESTS_MAX,
  });
  return rows.map(toDoorGuest);
}

/** The crew's undo of a check-in of the link's ticket types: the guest, no longer checked in. */
export async function undoAtDoor(scope: DoorScope, ticketId: string, reason: string): Promise<TDoorGuest> {
  const undoneId = await undoTicketCheckIn(scope, scope.eventId, ticketId, reason);
  const guest = await findGuestOfTicket(scope.db, scope.organizationId, scope.eventId, undoneId);
  if (!guest) throw new Error(`ticket ${undoneId} vanished after its undo`);
  return toDoorGuest(guest);
}
