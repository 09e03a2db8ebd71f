import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type DetailProps = { children: ReactNode } & (
  | { /** A dimmed caption above the value ('Start', 'Doors open'). */ label: string; icon?: never }
  | { /** An icon beside the value, where the icon says what it is. */ icon: ReactNode; label?: never }
);

/** One fact about an event or a ticket: a caption above its value, or an icon beside it. */
export function Detail({ label, icon, children }: DetailProps) {
  if (label !== undefined) {
    return (
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    );
  }
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text component="span" c="indigo.6" lh={1} mt={2} style={{ flexShrink: 0 }}>
        {icon}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
