import { Group, Text, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TAddress } from '@usher/contract/fields';

export function formatPublicAddress(address: TAddress | null): string | null {
  if (!address) return null;
  return [address.line1, address.line2, address.city, address.postCode, address.country]
    .filter(Boolean)
    .join(', ');
}

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
export function DescriptionHtml({ html }: { html: string }) {
  if (!html) return null;
  return (
    <Typography fz="sm">
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
