import { Alert, Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { formatPounds } from '@usher/contract/promo-display';
import type { TEventSales, TSalesChannel } from '@usher/contract/sales';
import { SectionCard } from '../../../components/ui/section-card';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/notify';
import { useEventSales } from '../api/get-event-sales';
import { SalesPerDayChart } from './sales-per-day-chart';

export const CHANNEL_LABELS: Record<TSalesChannel, string> = {
  online: 'Online',
  cash: 'Cash',
  free: 'Free',
  test: 'Test payment',
};

type EventSalesSectionProps = { eventId: string; activityId: string };

/** The date's sales (issue 16 §3) for ROLE_MASTER or ROLE_admin: per channel, per day, and the way to its orders. */
export function EventSalesSection({ eventId, activityId }: EventSalesSectionProps) {
  const canView = useCan('viewSales');
  if (!canView) return null;
  return <SalesFigures eventId={eventId} activityId={activityId} />;
}

function SalesFigures({ eventId, activityId }: EventSalesSectionProps) {
  const sales = useEventSales(eventId);
  return (
    <SectionCard title="Sales">
      {sales.error ? (
        <Alert color="red" variant="light">
          {errorMessage(sales.error)}
        </Alert>
      ) : !sales.data ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <>
          {sales.data.disputedOrders > 0 ? (
            <Alert color="orange" variant="light">
              {MESSAGES.disputedOrders(sales.data.disputedOrders)}
            </Alert>
          ) : null}
          <ChannelTable channels={sales.data.channels} />
          {sales.data.testPayments.tickets > 0 ? (
            <Text size="sm" c="dimmed" data-testid="test-payments-apart">
              {MESSAGES.testPaymentsApart(
                sales.data.testPayments.tickets,
                formatPounds(sales.data.testPayments.value),
              )}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {MESSAGES.onlineFeeExplained}
          </Text>
          <Title order={3} fz="md">
            Tickets sold per day
          </Title>
          {sales.data.perDay.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MESSAGES.noSalesYet}
            </Text>
          ) : (
            <SalesPerDayChart perDay={sales.data.perDay} />
          )}
        </>
      )}
      <Group>
        <Button
          component={Link}
          to={`/activity/${activityId}/event/${eventId}/orders`}
          variant="light"
          leftSection={<IconReceipt size={16} aria-hidden />}
        >
          Orders
        </Button>
      </Group>
    </SectionCard>
  );
}

function ChannelTable({ channels }: { channels: TEventSales['channels'] }) {
  const total = channels.reduce(
    (sum, row) => ({
      tickets: sum.tickets + row.tickets,
      gross: sum.gross + row.gross,
      fee: sum.fee + row.fee,
      net: sum.net + row.net,
    }),
    { tickets: 0, gross: 0, fee: 0, net: 0 },
  );
  const cells = (row: typeof total) => (
    <>
      <Table.Td ta="right">{row.tickets}</Table.Td>
      <Table.Td ta="right">{formatPounds(row.gross)}</Table.Td>
      <Table.Td ta="right">{formatPounds(row.fee)}</Table.Td>
      <Table.Td ta="right">{formatPounds(row.net)}</Table.Td>
    </>
  );
  return (
    // Fixed columns and a smaller type on a phone: five figures fit 360 px without scrolling sideways.
    <Table
      layout="fixed"
      horizontalSpacing={4}
      fz={{ base: 'xs', xs: 'sm' }}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      aria-label="Sales per channel"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="22%">Channel</Table.Th>
          <Table.Th w="15%" ta="right">
            Tickets
          </Table.Th>
          <Table.Th ta="right">Gross</Table.Th>
          <Table.Th ta="right">Fee</Table.Th>
          <Table.Th ta="right">Net</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {channels.map((row) => (
          <Table.Tr key={row.channel}>
            <Table.Th scope="row" fw={500}>
              {CHANNEL_LABELS[row.channel]}
            </Table.Th>
            {cells(row)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Th scope="row">Total</Table.Th>
          {cells(total)}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
