import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { TDoorConflict } from './door-db';

/** Scans made here offline that the server answered otherwise: let in on another device, or another date's. */
export function DoorConflicts({ conflicts }: { conflicts: TDoorConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={MESSAGES.doorConflictsTitle}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Text size="sm" mb="xs">
        {MESSAGES.doorConflictsHint}
      </Text>
      <List size="sm" spacing={4} aria-label={MESSAGES.doorConflictsTitle}>
        {conflicts.map((conflict) => (
          <List.Item key={conflict.nonce}>
            {formatLondon(conflict.scannedAt)}: {conflict.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
