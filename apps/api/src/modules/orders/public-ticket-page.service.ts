import { formatLondon } from '@usher/contract/london-time';
import { ZPublicTicket } from '@usher/contract/orders';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { PublicPageHead } from '../../plugins/page-head';
import { getPublicTicket } from './public-ticket.service';

const TICKET_PAGE = /^\/t\/([A-Za-z0-9_-]{16,64})\/?$/;

/**
 * `/t/{externalId}`: the ticket's answer in the page, so the QR code paints before any API call. Its preview
 * names the event and its date only, never the guest; the page stays out of caches and search engines.
 */
export async function describeTicketPage(db: Db, publicUrl: string, path: string): Promise<PublicPageHead> {
  const [, externalId] = TICKET_PAGE.exec(path) ?? [];
  if (!externalId) return { preview: null, tagManagerId: null };
  try {
    const ticket = ZPublicTicket.parse(await getPublicTicket(db, publicUrl, externalId));
    const description = [formatLondon(ticket.eventStartAt), ticket.venue, ticket.organizationName];
    return {
      preview: {
        title: `Ticket · ${ticket.activityName}`,
        description: description.filter(Boolean).join(' · '),
        imageUrl: ticket.imageUrl,
        data: ticket,
        isPrivate: true,
        version: null,
      },
      tagManagerId: null,
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return { preview: null, tagManagerId: null };
    throw error;
  }
}
