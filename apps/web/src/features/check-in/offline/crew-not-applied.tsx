import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { TNotAppliedScan } from './crew-copy';

/** Scans the crew made offline that the closed link's server will never take: the guests they let in anyway. */
export function CrewNotApplied({ scans }: { scans: TNotAppliedScan[] }) {
  if (scans.length === 0) return null;
  const title = MESSAGES.doorScansNotAppliedTitle(scans.length);
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Text size="sm" mb="xs">
        {MESSAGES.doorScansNotAppliedHint}
      </Text>
      <List size="sm" spacing={4} aria-label={title}>
        {scans.map((scan) => (
          <List.Item key={scan.nonce} style={{ overflowWrap: 'anywhere' }}>
            {formatLondon(scan.scannedAt)}: {scan.ticket}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
