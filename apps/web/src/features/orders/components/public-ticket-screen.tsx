import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
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
import { useParams } from 'react-router';
import { formatLondon } from '@usher/contract/london-format';
import type { TPublicTicket } from '@usher/contract/orders';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { PublicPage } from '../../../components/layouts/public-page';
import { Detail } from '../../../components/ui/detail';
import { usePublicTicket } from '../api/get-public-ticket';
import { formatLondonRange } from './london-range';
import { TicketQrCode } from './ticket-qr-code';

/** A ticket's tear-off line between its parts. */
function TearLine() {
  return <Box mx="md" aria-hidden style={{ borderTop: '2px dashed var(--mantine-color-gray-3)' }} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function TicketCard({ ticket }: { ticket: TPublicTicket }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
      {ticket.imageUrl ? (
        <AspectRatio ratio={350 / 200}>
          <Image src={ticket.imageUrl} alt="" fit="cover" />
        </AspectRatio>
      ) : null}
      <Stack gap="sm" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4} truncate>
            {ticket.organizationName}
          </Text>
          {ticket.isOver ? (
            <Badge color="gray" variant="light" c="gray.9" style={{ flexShrink: 0 }}>
              Event over
            </Badge>
          ) : null}
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {ticket.activityName}
        </Title>
        <Detail icon={<IconCalendar size={18} aria-hidden />}>
          {formatLondonRange(ticket.eventStartAt, ticket.eventEndAt)}
        </Detail>
        {ticket.doorsOpenAt ? (
          <Detail icon={<IconDoor size={18} aria-hidden />}>
            Doors open {formatLondon(ticket.doorsOpenAt)}
          </Detail>
        ) : null}
        {ticket.venue ? (
          <Detail
            icon={
              ticket.isOnline ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />
            }
          >
            {ticket.venue}
          </Detail>
        ) : null}
      </Stack>

      <TearLine />

      <Stack gap="sm" align="center" p={{ base: 'md', sm: 'lg' }}>
        <Text fw={700} fz="lg">
          Ticket {ticket.ticketIndex} of {ticket.groupIndex}
        </Text>
        {ticket.checkedIn ? (
          // White on teal 9 (5:1): the light teal badge was 2.6:1.
          <Badge
            color="teal.9"
            size="lg"
            variant="filled"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
          >
            Checked in
          </Badge>
        ) : null}
        <TicketQrCode value={ticket.qrCode} label={`QR code of ticket ${ticket.ticketIndex}`} />
        <Text size="sm" c="dimmed" ta="center">
          {ticket.checkedIn && ticket.checkedInAt
            ? `Checked in at ${formatLondon(ticket.checkedInAt)} (London time)`
            : 'Show this QR code at the door'}
        </Text>
      </Stack>

      <TearLine />

      <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
          {ticket.guestName ? <Field label="Guest">{ticket.guestName}</Field> : null}
          <Field label="Ticket type">{ticket.ticketVariantName}</Field>
          <Field label="Order">
            <Text span inherit ff="monospace">
              {ticket.orderReference}
            </Text>
          </Field>
        </SimpleGrid>
        <Button
          component="a"
          href={ticket.pdfUrl}
          download={`ticket-${ticket.orderReference}-${ticket.ticketIndex}.pdf`}
          size="md"
          fullWidth
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Download PDF
        </Button>
      </Stack>
    </Paper>
  );
}

/** `/t/{externalId}`: a guest's ticket, with no sign-in; the link itself is the key. */
export function PublicTicketScreen() {
  const { externalId = '' } = useParams();
  const ticket = usePublicTicket(externalId);
  usePageTitle(ticket.data ? `Ticket · ${ticket.data.activityName}` : 'Ticket');

  let content: ReactNode;
  if (ticket.isPending) {
    content = (
      <Paper withBorder radius="lg" p="md" role="status" aria-label="Loading">
        <Stack align="center">
          <Skeleton h={28} w="70%" />
          <Skeleton h={16} w="50%" />
          <Skeleton h={260} w={260} radius="md" />
        </Stack>
      </Paper>
    );
  } else if (ticket.isError) {
    const isMissing = isApiError(ticket.error) && ticket.error.status === 404;
    content = (
      <EmptyPanel
        icon={<IconMoodSad aria-hidden />}
        title={isMissing ? 'Ticket not found' : 'Ticket unavailable'}
        description={
          isMissing
            ? 'This ticket does not exist or has been cancelled. Please check the link you were sent.'
            : errorMessage(ticket.error)
        }
        actions={
          isMissing ? null : (
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => ticket.refetch()}
            >
              Try again
            </Button>
          )
        }
      />
    );
  } else {
    content = <TicketCard ticket={ticket.data} />;
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
