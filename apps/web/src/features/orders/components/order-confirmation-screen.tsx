import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconFileTypePdf,
  IconInfoCircle,
  IconMoodSad,
  IconTicket,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import type { TPublicOrder } from '@usher/contract/checkout';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { formatPrice } from '@usher/contract/price-format';
import { PublicPage } from '../../../components/layouts/public-page';
import { PublicPageLoading } from '../../../components/layouts/public-page-states';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { tellEmbedOfPaidOrder } from '../../../lib/embed-handoff';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicOrder } from '../api/get-public-order';
import { endedOrderMessage } from './order-status';
import { TicketQrCode } from './ticket-qr-code';

/**
 * `/order/{orderId}`: the confirmation page (issue 16 §1.3). "Payment pending" (asked again every 2 s) until the
 * payment is confirmed, then the tickets with their QR codes, public pages and PDFs; ended orders said plainly.
 */
export function OrderConfirmationScreen() {
  const { orderId = '' } = useParams();
  const order = usePublicOrder(orderId);
  usePageTitle('Your order');
  const status = order.data?.status;
  const previous = useRef(status);

  useEffect(() => {
    if (previous.current === 'pending' && status === 'paid') notifySuccess(MESSAGES.paymentConfirmed);
    // A purchase begun in an organiser's website: its embed says the tickets are on their way.
    if (status === 'paid') tellEmbedOfPaidOrder();
    previous.current = status;
  }, [status]);

  if (order.isPending) return <PublicPageLoading />;
  if (order.isError) {
    return (
      <PublicPage>
        <EmptyPanel
          icon={<IconMoodSad aria-hidden />}
          title="Order not found"
          description="This order does not exist."
        />
      </PublicPage>
    );
  }
  return (
    <PublicPage>
      <OrderSummary order={order.data} />
      {order.data.status === 'paid' ? <OrderTickets order={order.data} /> : null}
    </PublicPage>
  );
}

function OrderSummary({ order }: { order: TPublicOrder }) {
  const ended = endedOrderMessage(order.status);
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        {order.status === 'pending' ? (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" />
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {MESSAGES.paymentPending}
            </Title>
          </Group>
        ) : order.status === 'paid' ? (
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              Your tickets
            </Title>
          </Group>
        ) : (
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Order {order.status}
          </Title>
        )}
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {order.activityName} · {formatLondon(order.eventStartAt)}
        </Text>
        <Text size="sm" c="dimmed">
          Order {order.orderReference} · {formatPrice(order.total)}
        </Text>
        {order.status === 'pending' ? (
          <Text size="sm">We are waiting for your payment to be confirmed. This page updates by itself.</Text>
        ) : null}
        {order.status === 'paid' && order.email ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
            {MESSAGES.ticketsSentTo(order.email)}
          </Alert>
        ) : null}
        {ended ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="alert">
            {ended}
          </Alert>
        ) : null}
        {order.status === 'expired' ? (
          <Button component="a" href={`/e/${order.eventId}`} size="md" h={48} fullWidth variant="light">
            Choose tickets again
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function OrderTickets({ order }: { order: TPublicOrder }) {
  return (
    <Stack gap="md" component="section" aria-label="Tickets">
      {order.tickets.map((ticket, index) => (
        <Paper key={ticket.externalId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" align="center">
            <Text fw={600}>
              Ticket {index + 1} of {order.tickets.length}: {ticket.ticketVariantName}
            </Text>
            {ticket.qrLink ? (
              <TicketQrCode value={ticket.qrLink} label={`QR code of ticket ${index + 1}`} size={220} />
            ) : null}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" w="100%">
              <Button
                component="a"
                href={`/t/${ticket.externalId}`}
                variant="light"
                h={44}
                leftSection={<IconTicket size={18} aria-hidden />}
              >
                Open ticket
              </Button>
              <Button
                component="a"
                href={ticket.pdfUrl}
                variant="default"
                h={44}
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
              >
                PDF
              </Button>
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      <Anchor component="a" href={`/e/${order.eventId}`} ta="center" size="sm">
        Back to the event
      </Anchor>
    </Stack>
  );
}
