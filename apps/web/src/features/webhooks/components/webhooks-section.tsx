import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import type { TCreatedWebhook, TWebhook } from '@usher/contract/webhooks';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { AddWebhookForm } from './add-webhook-form';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecretNotice } from './webhook-secret-notice';

type ItemProps = { webhook: TWebhook; onShowDeliveries: () => void };

function WebhookStatus({ webhook }: { webhook: TWebhook }) {
  return (
    <Badge color={webhook.status === 'active' ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {webhook.status === 'active' ? 'Active' : 'Disabled'}
    </Badge>
  );
}

function WebhookActions({ webhook, onShowDeliveries }: ItemProps) {
  const remove = useDeleteWebhook();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="light" size="sm" onClick={onShowDeliveries}>
        Deliveries
      </Button>
      <ConfirmDeleteButton
        label="Delete"
        title="Delete webhook"
        question={MESSAGES.confirmDeleteWebhook}
        isPending={remove.isPending}
        onConfirm={() => remove.mutateAsync(webhook.id).then(() => notifySuccess(MESSAGES.webhookDeleted))}
      />
    </Group>
  );
}

/** The webhooks as a table from sm up, as cards on a phone. */
function WebhookList({
  webhooks,
  onShowDeliveries,
}: {
  webhooks: TWebhook[];
  onShowDeliveries: (webhook: TWebhook) => void;
}) {
  return (
    <>
      <Table visibleFrom="sm" verticalSpacing="sm" aria-label="Webhooks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>URL</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {webhooks.map((webhook) => (
            <Table.Tr key={webhook.id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{webhook.url}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {webhook.events.join(', ')}
              </Table.Td>
              <Table.Td>
                <WebhookStatus webhook={webhook} />
              </Table.Td>
              <Table.Td>
                <WebhookActions webhook={webhook} onShowDeliveries={() => onShowDeliveries(webhook)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack hiddenFrom="sm" component="ul" gap="sm" p={0} m={0} aria-label="Webhooks">
        {webhooks.map((webhook) => (
          <Paper key={webhook.id} withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
                  {webhook.url}
                </Text>
                <WebhookStatus webhook={webhook} />
              </Group>
              <Text size="xs" c="dimmed" ff="monospace">
                {webhook.events.join(', ')}
              </Text>
              <WebhookActions webhook={webhook} onShowDeliveries={() => onShowDeliveries(webhook)} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

/**
 * Settings › Developers: the organiser's webhooks (URL, events, status), adding one (its secret shown once),
 * each one's deliveries with Redeliver, and deleting one after a confirm.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<TCreatedWebhook | null>(null);
  const [shown, setShown] = useState<TWebhook | null>(null);

  return (
    <SectionCard title="Webhooks">
      <Text size="sm">
        Usher POSTs each event you choose to your URL as JSON, signed as the Standard Webhooks specification
        says (headers webhook-id, webhook-timestamp, webhook-signature), and retries for three days until it
        is accepted.
      </Text>
      {webhooks.isPending ? (
        <Skeleton h={64} radius="md" />
      ) : webhooks.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(webhooks.error)}
        </Alert>
      ) : webhooks.data.webhooks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No webhooks yet.
        </Text>
      ) : (
        <WebhookList webhooks={webhooks.data.webhooks} onShowDeliveries={setShown} />
      )}
      {created ? <WebhookSecretNotice webhook={created} onDone={() => setCreated(null)} /> : null}
      <AddWebhookForm onCreated={setCreated} />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `Deliveries to ${shown.url}` : ''}
        size="xl"
      >
        {shown ? <WebhookDeliveries webhookId={shown.id} /> : null}
      </Modal>
    </SectionCard>
  );
}
