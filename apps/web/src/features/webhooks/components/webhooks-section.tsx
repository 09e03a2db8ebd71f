import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
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

function WebhookItem({ webhook, onShowDeliveries }: { webhook: TWebhook; onShowDeliveries: () => void }) {
  const remove = useDeleteWebhook();
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
            {webhook.url}
          </Text>
          <Badge
            color={webhook.status === 'active' ? 'teal' : 'gray'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {webhook.status === 'active' ? 'Active' : 'Disabled'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" ff="monospace">
          {webhook.events.join(', ')}
        </Text>
        <Group gap="xs">
          <Button variant="light" size="sm" mih={44} onClick={onShowDeliveries}>
            Deliveries
          </Button>
          <ConfirmDeleteButton
            label="Delete"
            title="Delete webhook"
            question={MESSAGES.confirmDeleteWebhook}
            isPending={remove.isPending}
            mih={44}
            onConfirm={() =>
              remove.mutateAsync(webhook.id).then(() => notifySuccess(MESSAGES.webhookDeleted))
            }
          />
        </Group>
      </Stack>
    </Paper>
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
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Webhooks">
          {webhooks.data.webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} onShowDeliveries={() => setShown(webhook)} />
          ))}
        </Stack>
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
