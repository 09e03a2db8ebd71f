import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconCloudUpload, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { DoorConflicts } from './door-conflicts';
import type { TDoorSource } from './door-source';
import { useDoorStatus, useDoorSync } from './use-door-offline';
import { useIsOnline } from './use-is-online';

/**
 * On each door screen of a date prepared for offline: online or offline, scans waiting to be sent and when the
 * copy was last brought up to date; it also runs the sync, and lists what the server reported after it.
 */
export function DoorBanner({ source }: { source: TDoorSource }) {
  const status = useDoorStatus(source.copyId);
  const isOnline = useIsOnline();
  const date = status.data?.date ?? null;
  useDoorSync(source, date !== null);
  if (!date || !status.data) return null;
  const { queued, conflicts } = status.data;

  return (
    <>
      <Paper
        withBorder
        radius="md"
        px="sm"
        py={6}
        bg={isOnline ? undefined : 'orange.0'}
        role="status"
        aria-label="Offline door"
      >
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Badge
            color={isOnline ? 'teal' : 'orange'}
            variant="light"
            size="lg"
            leftSection={
              isOnline ? <IconWifi size={14} aria-hidden /> : <IconWifiOff size={14} aria-hidden />
            }
          >
            {isOnline ? MESSAGES.doorOnline : 'Offline'}
          </Badge>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600} data-testid="door-queue">
              <IconCloudUpload size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {MESSAGES.doorQueued(queued)}
            </Text>
            <Text size="sm" c="dimmed">
              {MESSAGES.doorLastSync(formatLondon(date.lastSyncAt))}
            </Text>
          </Group>
        </Group>
        {isOnline ? null : (
          <Text size="sm" mt={4}>
            {MESSAGES.doorOffline}
          </Text>
        )}
      </Paper>
      <DoorConflicts conflicts={conflicts} />
    </>
  );
}
