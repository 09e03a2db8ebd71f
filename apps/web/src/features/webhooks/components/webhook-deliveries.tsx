import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import type { TWebhookDelivery } from '@usher/contract/webhooks';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';

const responseOf = (delivery: TWebhookDelivery) =>
  delivery.responseStatus !== null ? String(delivery.responseStatus) : (delivery.error ?? '—');

function DeliveryStatus({ delivery }: { delivery: TWebhookDelivery }) {
  return (
    <Badge color={delivery.status === 'delivered' ? 'teal' : 'red'} variant="light">
      {delivery.status === 'delivered' ? 'Delivered' : 'Failed'}
    </Badge>
  );
}

/** The newest attempts of one webhook: a table from sm up, a list of cards on a phone; each can be sent again. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliver(webhookId);

  const sendAgain = (deliveryId: string) =>
    redeliver.mutate(deliveryId, {
      onSuccess: () => notifySuccess(MESSAGES.webhookRedelivered),
      onError: (error) => notifyError(errorMessage(error)),
    });

  if (deliveries.isPending) return <Skeleton h={80} radius="md" />;
  if (deliveries.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(deliveries.error)}
      </Alert>
    );
  }
  const rows = deliveries.data.deliveries;
  if (rows.length === 0)
    return <Text size="sm">No deliveries yet: events are listed here once they are sent.</Text>;

  const redeliverButton = (delivery: TWebhookDelivery) => (
    <Button
      variant="light"
      size="sm"

      onClick={() => sendAgain(delivery.id)}
      loading={redeliver.isPending && redeliver.variables === delivery.id}
      aria-label={`Redeliver ${delivery.type} attempt ${delivery.attempt}`}
    >
      Redeliver
    </Button>
  );

  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="xs" aria-label="Deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Attempt</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Response</Table.Th>
              <Table.Th>Duration</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLondon(delivery.createdAt)}</Table.Td>
                <Table.Td ff="monospace">{delivery.type}</Table.Td>
                <Table.Td>{delivery.attempt}</Table.Td>
                <Table.Td>
                  <DeliveryStatus delivery={delivery} />
                </Table.Td>
                <Table.Td>{responseOf(delivery)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{delivery.durationMs} ms</Table.Td>
                <Table.Td ta="right">{redeliverButton(delivery)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="xs" aria-label="Deliveries">
        {rows.map((delivery) => (
          <Paper key={delivery.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" ff="monospace">
                {delivery.type}
              </Text>
              <DeliveryStatus delivery={delivery} />
            </Group>
            <Text size="xs" c="dimmed">
              {formatLondon(delivery.createdAt)} · attempt {delivery.attempt} · {responseOf(delivery)} ·{' '}
              {delivery.durationMs} ms
            </Text>
            <Group mt="xs">{redeliverButton(delivery)}</Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
