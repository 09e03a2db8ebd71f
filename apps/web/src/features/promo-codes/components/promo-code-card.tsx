import { Card, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { formatLondon } from '@usher/contract/london-format';
import { describeScope, formatDiscount, formatUses } from '@usher/contract/promo-display';
import type { TPromoCode } from '@usher/contract/promo-codes';
import { DeletedBadge, PromoCodeAction } from './promo-code-status';

/** One code as a compact card on phones: the code and its action on top, the facts in two short lines. */
export const PromoCodeCard = memo(function PromoCodeCard({ code }: { code: TPromoCode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={code.code}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {code.code}
            </Text>
            {code.isDeleted ? <DeletedBadge /> : null}
          </Group>
          <PromoCodeAction code={code} />
        </Group>
        <Text size="sm">
          <b>{formatDiscount(code)}</b> off · {describeScope(code)}
        </Text>
        <Text size="xs" c="dimmed">
          Until {formatLondon(code.validUntil)} · Tickets used {formatUses(code)}
        </Text>
      </Stack>
    </Card>
  );
});
