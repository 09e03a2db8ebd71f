import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Shown while a refresh fails: the figures on screen are the last ones that arrived, and refreshing goes on. */
export function StaleDataBadge({ isStale }: { isStale: boolean }) {
  if (!isStale) return null;
  return (
    <Badge color="orange" variant="light" size="lg" leftSection={<IconWifiOff size={14} aria-hidden />}>
      Reconnecting…
    </Badge>
  );
}
