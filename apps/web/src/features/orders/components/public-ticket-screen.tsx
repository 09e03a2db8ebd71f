import {
  IconCalendar,
  IconCircleCheck,
  IconDoor,
  IconDownload,
  IconMapPin,
  IconMoodSad,
  IconRefresh,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatLondon } from '@usher/contract/london-format';
import type { TPublicTicket } from '@usher/contract/orders';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicResource } from '../../../lib/use-public-resource';
import { PublicPage } from '../../../components/public/public-page';
import { PublicDetail } from '../../../components/public/public-detail';
import { PublicEmptyPanel } from '../../../components/public/public-empty-panel';
import { PublicSkeleton } from '../../../components/public/public-skeleton';
import { publicTicketPath } from '../api/get-public-ticket';
import { formatLondonRange } from './london-range';
import { PublicTicketQrCode } from './public-ticket-qr-code';

/** A ticket's tear-off line between its parts. */
function TearLine() {
  return <div className="public-tear-line" aria-hidden />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="public-stack" data-gap="xs">
      <span className="public-label">{label}</span>
      <span className="public-strong" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </span>
    </div>
  );
}

function TicketCard({ ticket }: { ticket: TPublicTicket }) {
  return (
    <div className="public-card" data-raised>
      {ticket.imageUrl ? <img className="public-image" src={ticket.imageUrl} alt="" /> : null}
      <div className="public-card-body public-stack" data-gap="sm">
        <div className="public-row" style={{ gap: 10 }}>
          <span className="public-label public-truncate" style={{ fontWeight: 700 }}>
            {ticket.organizationName}
          </span>
          {ticket.isOver ? (
            <span className="public-badge" data-color="gray">
              Event over
            </span>
          ) : null}
        </div>
        <h1 className="public-title">{ticket.activityName}</h1>
        <PublicDetail icon={<IconCalendar size={18} aria-hidden />}>
          {formatLondonRange(ticket.eventStartAt, ticket.eventEndAt)}
        </PublicDetail>
        {ticket.doorsOpenAt ? (
          <PublicDetail icon={<IconDoor size={18} aria-hidden />}>
            Doors open {formatLondon(ticket.doorsOpenAt)}
          </PublicDetail>
        ) : null}
        {ticket.venue ? (
          <PublicDetail
            icon={
              ticket.isOnline ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />
            }
          >
            {ticket.venue}
          </PublicDetail>
        ) : null}
      </div>

      <TearLine />

      <div className="public-card-body public-stack" data-gap="sm" style={{ alignItems: 'center' }}>
        <p className="public-total">
          Ticket {ticket.ticketIndex} of {ticket.groupIndex}
        </p>
        {ticket.checkedIn ? (
          // White on teal 9 (5:1).
          <span className="public-badge" data-size="lg">
            <IconCircleCheck size={16} aria-hidden />
            Checked in
          </span>
        ) : null}
        <PublicTicketQrCode value={ticket.qrCode} label={`QR code of ticket ${ticket.ticketIndex}`} />
        <p className="public-text-sm public-dimmed" style={{ textAlign: 'center' }}>
          {ticket.checkedIn && ticket.checkedInAt
            ? `Checked in at ${formatLondon(ticket.checkedInAt)} (London time)`
            : 'Show this QR code at the door'}
        </p>
      </div>

      <TearLine />

      <div className="public-card-body public-stack">
        <div className="public-fields">
          {ticket.guestName ? <Field label="Guest">{ticket.guestName}</Field> : null}
          <Field label="Ticket type">{ticket.ticketVariantName}</Field>
          <Field label="Order">
            <span className="public-mono">{ticket.orderReference}</span>
          </Field>
        </div>
        <a
          className="public-button"
          data-variant="light"
          href={ticket.pdfUrl}
          download={`ticket-${ticket.orderReference}-${ticket.ticketIndex}.pdf`}
        >
          <IconDownload size={18} aria-hidden />
          Download PDF
        </a>
      </div>
    </div>
  );
}

type PublicTicketScreenProps = {
  externalId: string;
  /** The API answer the server embedded in the page. */
  initial?: TPublicTicket;
};

/**
 * `/t/{externalId}`: a guest's ticket, with no sign-in; the link itself is the key. Asked again when the guest
 * comes back to the tab, so a ticket scanned meanwhile shows as checked in.
 */
export function PublicTicketScreen({ externalId, initial }: PublicTicketScreenProps) {
  const ticket = usePublicResource(publicTicketPath(externalId), initial, { refetchOnFocus: true });
  usePageTitle(ticket.data ? `Ticket · ${ticket.data.activityName}` : 'Ticket');

  let content: ReactNode;
  if (ticket.data) {
    content = <TicketCard ticket={ticket.data} />;
  } else if (ticket.error) {
    const isMissing = isApiError(ticket.error) && ticket.error.status === 404;
    content = (
      <PublicEmptyPanel
        icon={<IconMoodSad aria-hidden />}
        title={isMissing ? 'Ticket not found' : 'Ticket unavailable'}
        description={
          isMissing
            ? 'This ticket does not exist or has been cancelled. Please check the link you were sent.'
            : errorMessage(ticket.error)
        }
        actions={
          isMissing ? null : (
            <button
              type="button"
              className="public-button"
              data-variant="light"
              style={{ width: 'auto' }}
              onClick={() => void ticket.refetch()}
            >
              <IconRefresh size={16} aria-hidden />
              Try again
            </button>
          )
        }
      />
    );
  } else {
    content = (
      <div
        className="public-card public-card-body public-stack"
        style={{ alignItems: 'center' }}
        role="status"
        aria-label="Loading"
      >
        <PublicSkeleton style={{ height: 28, width: '70%' }} />
        <PublicSkeleton style={{ height: 16, width: '50%' }} />
        <PublicSkeleton style={{ height: 260, width: 260 }} />
      </div>
    );
  }

  return (
    <PublicPage>
      {/* The link is the ticket: keep it out of search engines and out of other sites' referrer logs. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {content}
    </PublicPage>
  );
}
