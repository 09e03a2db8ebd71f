import { Badge } from '@mantine/core';
import type { TOrderStatus } from '@usher/contract/checkout';

const STATUS: Record<TOrderStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  paid: { label: 'Paid', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'red' },
  refund_pending: { label: 'Refund pending', color: 'orange' },
  refunded: { label: 'Refunded', color: 'blue' },
  expired: { label: 'Expired', color: 'gray' },
};

/** An order's status as a coloured badge with its name, so it reads without the colour too. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="light">
      {STATUS[status].label}
    </Badge>
  );
}
