import { Badge } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatLondon } from '@usher/contract/london-format';

type CheckedInBadgeProps = { label: string; checkedInAt: string | null; size?: 'md' | 'lg' };

/**
 * A checked-in ticket, white on teal 9 (5:1): Mantine's light teal badge is 2.6:1 and failed axe's contrast rule
 * on every checked-in guest. The title tells when.
 */
export function CheckedInBadge({ label, checkedInAt, size = 'md' }: CheckedInBadgeProps) {
  return (
    <Badge
      color="teal.9"
      variant="filled"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      leftSection={<IconCircleCheck size={14} aria-hidden />}
      title={checkedInAt ? formatLondon(checkedInAt) : undefined}
    >
      {label}
    </Badge>
  );
}
