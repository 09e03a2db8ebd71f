import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function DetailLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
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

/** A description as the API stored it: sanitised on save (bold, italic, underline, lists only). */
