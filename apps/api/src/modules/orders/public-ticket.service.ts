import { isEventOver } from '@usher/contract/events';
import type { TPublicTicket } from '@usher/contract/orders';
import { ticketPdfUrl } from '@usher/contract/ticket-links';
import type { Db } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/iso';
import { notFound } from '../../errors';
import { renderTicketsPdf, venueLine } from '../delivery/ticket.pdf';
import { findPublicTicket, type PublicTicketRow } from '../sales/tickets.service';

/** A valid ticket by its external id; unknown and cancelled tickets are both simply not found. */
async function requireTicket(db: Db, externalId: string): Promise<PublicTicketRow> {
  const row = await findPublicTicket(db, externalId);
  if (!row) throw notFound();
  return row;
}

export async function getPublicTicket(db: Db, publicUrl: string, externalId: string): Promise<TPublicTicket> {
  const row = await requireTicket(db, externalId);
  const eventStartAt = toIso(row.start_at);
  const eventEndAt = toIsoOrNull(row.end_at);
  return {
    activityName: row.activity_name,
    imageUrl: row.image_url,
    organizationName: row.organization_name,
    eventStartAt,
    eventEndAt,
    doorsOpenAt: toIsoOrNull(row.doors_open_at),
    isOver: isEventOver({ startAt: eventStartAt, endAt: eventEndAt }),
    isOnline: row.is_online,
    venue: row.is_online || row.address ? venueLine(row.is_online, row.address) : null,
    guestName: row.full_name,
    ticketVariantName: row.variant_name,
    ticketIndex: row.ticket_index,
    groupIndex: row.group_size,
    orderReference: row.reference,
    appliedPromo: row.applied_promo,
    checkedIn: row.checked_in_at !== null,
    checkedInAt: toIsoOrNull(row.checked_in_at),
    qrCode: row.check_in_code,
    pdfUrl: ticketPdfUrl(publicUrl, row.external_id),
  };
}

/** The ticket as a one-page PDF, with the file name the guest saves it under. */
export async function renderPublicTicketPdf(
  db: Db,
  externalId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await requireTicket(db, externalId);
  const fileName = `ticket-${row.reference}-${row.ticket_index}.pdf`;
  const pdf = await renderTicketsPdf(
    {
      reference: row.reference,
      fullName: row.full_name,
      organiserName: row.organization_name,
      eventName: row.activity_name,
      startAt: row.start_at,
      doorsOpenAt: row.doors_open_at,
      isOnline: row.is_online,
      address: row.address,
      tickets: [
        {
          externalId: row.external_id,
          checkInCode: row.check_in_code,
          ticketIndex: row.ticket_index,
          groupSize: row.group_size,
          variantName: row.variant_name,
        },
      ],
    },
    `Ticket ${row.reference} ${row.ticket_index} of ${row.group_size}`,
  );
  return { pdf, fileName };
}
