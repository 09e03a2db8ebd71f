import {
  Alert,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { formatPounds } from '@usher/contract/promo-display';
import type { TOrganiserOrder } from '@usher/contract/sales';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { errorMessage } from '../../../lib/notify';
import { useEventOrders } from '../api/get-event-orders';
import { CHANNEL_LABELS } from './event-sales-section';
import { ORDER_FOCUS_ATTRIBUTE, OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

const guestOf = (order: TOrganiserOrder) =>
  [order.fullName, order.email, order.phoneNumber].filter(Boolean).join(' · ') || '—';

const totalOf = (order: TOrganiserOrder) =>
  order.discount > 0
    ? `${formatPounds(order.total)} (${formatPounds(order.discount)} off)`
    : formatPounds(order.total);

/** `${EVENT}/orders` (issue 16 §3): a date's orders, searchable, each cancellable or refundable where allowed. */
export function OrdersScreen() {
  const { activityId = '', eventId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const orders = useEventOrders(eventId, debounced);
  const list = orders.data?.orders;

  return (
    <>
      <PageBreadcrumbs
        items={[
          { label: 'Event date', to: `/activity/${activityId}/event/${eventId}/edit` },
          { label: 'Orders' },
        ]}
      />
      <PageLayout title="Orders" description="The 200 newest orders of this date">
        <Stack gap="md">
          <TextInput
            label="Search orders"
            placeholder="Name, email, phone or reference"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            size="md"
          />
          {orders.error ? (
            <Alert color="red" variant="light">
              {errorMessage(orders.error)}
            </Alert>
          ) : !list ? (
            <Skeleton h={240} radius="lg" />
          ) : list.length === 0 ? (
            <Text c="dimmed">{debounced ? MESSAGES.noOrdersFound : MESSAGES.noOrders}</Text>
          ) : (
            <>
              <OrdersTable eventId={eventId} orders={list} />
              <OrderCards eventId={eventId} orders={list} />
            </>
          )}
        </Stack>
      </PageLayout>
    </>
  );
}

/** A reference, a status, a sum or a time reads as one piece: the guest's column takes the wrapping. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type OrdersProps = { eventId: string; orders: TOrganiserOrder[] };

/** The order's reference, where the focus lands once an action on the order is done (not in the tab order). */
function OrderReference({ order }: { order: TOrganiserOrder }) {
  return (
    <span tabIndex={-1} {...{ [ORDER_FOCUS_ATTRIBUTE]: '' }}>
      {order.orderReference}
    </span>
  );
}

/** The status, and whether the customer's bank disputes the payment (issue 28 §2). */
function OrderBadges({ order }: { order: TOrganiserOrder }) {
  return (
    <Group gap={4} wrap="nowrap">
      <OrderStatusBadge status={order.status} />
      {order.isDisputed ? (
        <Badge color="orange" variant="filled" title={MESSAGES.orderDisputed}>
          Disputed
        </Badge>
      ) : null}
    </Group>
  );
}

/** What went wrong with the order's money (a refund refused, a notice not acted on), or its dispute. */
function PaymentProblem({ order }: { order: TOrganiserOrder }) {
  const lines = [order.isDisputed ? MESSAGES.orderDisputed : null, order.paymentProblem].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </>
  );
}

/** The guest's name over their email and phone, each breaking anywhere: the one column that gives way. */
function GuestCell({ order }: { order: TOrganiserOrder }) {
  const contacts = [order.email, order.phoneNumber].filter(Boolean);
  return (
    <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm" fw={500}>
        {order.fullName || contacts.shift() || '—'}
      </Text>
      {contacts.map((contact) => (
        <Text key={contact} size="xs" c="dimmed">
          {contact}
        </Text>
      ))}
    </Stack>
  );
}

/** The day over the time (`formatLondon` writes `DD MMM YYYY, HH:mm`), so the column is as narrow as a day. */
function OrderedCell({ createdAt }: { createdAt: string }) {
  const [day, time] = formatLondon(createdAt).split(', ');
  return (
    <Stack gap={0} style={NO_WRAP}>
      <Text size="sm">{day}</Text>
      <Text size="xs" c="dimmed">
        {time}
      </Text>
    </Stack>
  );
}

/**
 * At 1280 px the table fits the page's box (about 960 px) with its actions in sight; narrower desktops scroll
 * it inside the box rather than the page.
 */
function OrdersTable({ eventId, orders }: OrdersProps) {
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="md">
      <Table verticalSpacing="xs" horizontalSpacing="xs" aria-label="Orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Guest</Table.Th>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Tickets</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Ordered</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.orderReference} data-order={order.orderReference}>
              <Table.Td ff="monospace" style={NO_WRAP}>
                <OrderReference order={order} />
              </Table.Td>
              <Table.Td>
                <GuestCell order={order} />
                <PaymentProblem order={order} />
              </Table.Td>
              <Table.Td>{CHANNEL_LABELS[order.channel]}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <OrderBadges order={order} />
              </Table.Td>
              <Table.Td ta="right">{order.tickets}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {totalOf(order)}
              </Table.Td>
              <Table.Td>
                <OrderedCell createdAt={order.createdAt} />
              </Table.Td>
              <Table.Td>
                <OrderActions eventId={eventId} order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ eventId, orders }: OrdersProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="md">
      {orders.map((order) => (
        <Paper
          component="li"
          key={order.orderReference}
          data-order={order.orderReference}
          withBorder
          radius="md"
          p="sm"
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} ff="monospace">
                <OrderReference order={order} />
              </Text>
              <OrderBadges order={order} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {guestOf(order)}
            </Text>
            <PaymentProblem order={order} />
            <Text size="sm" c="dimmed">
              {CHANNEL_LABELS[order.channel]} · {order.tickets} {order.tickets === 1 ? 'ticket' : 'tickets'} ·{' '}
              {totalOf(order)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatLondon(order.createdAt)}
            </Text>
            <OrderActions eventId={eventId} order={order} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
