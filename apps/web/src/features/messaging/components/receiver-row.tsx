import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { TReceiverValues } from '@usher/contract/mailing-lists';
import { EmailText } from '../../../components/ui/email-text';
import { ReceiverForm } from './receiver-form';

type ReceiverRowData = {
  email: string | null;
  phone: string | null;
  unsubscribed?: boolean;
};

type ReceiverRowProps = {
  receiver: ReceiverRowData;
  /** Without these the row is read-only (built-in lists, §6). */
  onSave?: (receiver: TReceiverValues) => Promise<unknown> | void;
  onDelete?: () => void;
};

/** One receiver: its email and phone, edited in place or deleted. */
export const ReceiverRow = memo(function ReceiverRow({ receiver, onSave, onDelete }: ReceiverRowProps) {
  const [isEditing, setEditing] = useState(false);
  const contact = receiver.email ?? receiver.phone ?? '';

  if (isEditing && onSave) {
    return (
      <Paper withBorder radius="md" p="sm" role="listitem">
        <ReceiverForm
          initial={receiver}
          submitLabel="Save receiver"
          onSubmit={async (values) => {
            await onSave(values);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </Paper>
    );
  }
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={4}
      role="listitem"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        {receiver.email ? (
          <EmailText email={receiver.email} />
        ) : (
          <Text c="dimmed" size="sm">
            No email
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {receiver.phone ?? 'No phone'}
        </Text>
        {receiver.unsubscribed ? (
          <Badge size="sm" color="gray" variant="light">
            Unsubscribed
          </Badge>
        ) : null}
      </Stack>
      {onSave || onDelete ? (
        <Group gap={4} wrap="nowrap">
          {onSave ? (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Edit ${contact}`}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          {onDelete ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete ${contact}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ) : null}
    </Group>
  );
});
