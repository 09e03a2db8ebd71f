import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { formatLondon } from '@usher/contract/london-format';
import { describeScope, formatDiscount, formatUses } from '@usher/contract/promo-display';
import type { TPromoCode } from '@usher/contract/promo-codes';
import { DeletedBadge, PromoCodeAction } from './promo-code-status';

const PromoCodeRow = memo(function PromoCodeRow({ code }: { code: TPromoCode }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" ff="monospace">
            {code.code}
          </Text>
          {code.isDeleted ? <DeletedBadge /> : null}
        </Group>
      </Table.Td>
      <Table.Td>{formatDiscount(code)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLondon(code.validUntil)}</Table.Td>
      <Table.Td>{describeScope(code)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUses(code)}</Table.Td>
      <Table.Td ta="right">
        <PromoCodeAction code={code} />
      </Table.Td>
    </Table.Tr>
  );
});

/** The codes as a table from Mantine's sm breakpoint up. */
export function PromoCodeTable({ codes }: { codes: TPromoCode[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          <Table.Th>Discount</Table.Th>
          <Table.Th>Valid until</Table.Th>
          <Table.Th>Applies to</Table.Th>
          <Table.Th>Tickets used / cap</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes.map((code) => (
          <PromoCodeRow key={code.id} code={code} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
