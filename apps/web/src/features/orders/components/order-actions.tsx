import { Group } from '@mantine/core';
import { MESSAGES } from '@usher/contract/messages';
import type { TOrganiserOrder } from '@usher/contract/sales';
import { useCan } from '../../../lib/current-user';
import { ConfirmActionButton } from '../../../components/ui/confirm-action-button';
import { notifySuccess } from '../../../lib/notify';
import { useCancelOrder } from '../api/cancel-order';
import { useRefundOrder } from '../api/refund-order';

/** Cancel while an order still holds tickets or places; refund only a paid online order (issue 16 §3). */
export const canCancel = (order: TOrganiserOrder) => order.status === 'paid' || order.status === 'pending';
export const canRefund = (order: TOrganiserOrder) => order.channel === 'online' && order.status === 'paid';

type OrderActionButtonProps = {
  label: 'Cancel' | 'Refund';
  question: string;
  order: TOrganiserOrder;
  isPending: boolean;
  act: (orderReference: string) => Promise<unknown>;
  done: string;
};

/** Cancel or Refund with the house confirm; the outcome is toasted either way. */
function OrderActionButton({ label, question, order, isPending, act, done }: OrderActionButtonProps) {
  return (
    <ConfirmActionButton
      label={label}
      ariaLabel={`${label} order ${order.orderReference}`}
      title={`${label} ${order.orderReference}`}
      question={question}
      variant="light"
      size="sm"
      mih={44}
      isPending={isPending}
      onConfirm={() => act(order.orderReference).then(() => notifySuccess(done))}
    />
  );
}

/** The Cancel and Refund buttons an order allows, for ROLE_MASTER with organization.control only. */
export function OrderActions({ eventId, order }: { eventId: string; order: TOrganiserOrder }) {
  const isAllowed = useCan('cancelOrders');
  const cancel = useCancelOrder(eventId);
  const refund = useRefundOrder(eventId);
  if (!isAllowed || (!canCancel(order) && !canRefund(order))) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {canRefund(order) ? (
        <OrderActionButton
          label="Refund"
          question={MESSAGES.confirmRefundOrder}
          order={order}
          isPending={refund.isPending}
          act={refund.mutateAsync}
          done={MESSAGES.orderRefunded}
        />
      ) : null}
      {canCancel(order) ? (
        <OrderActionButton
          label="Cancel"
          question={MESSAGES.confirmCancelOrder}
          order={order}
          isPending={cancel.isPending}
          act={cancel.mutateAsync}
          done={MESSAGES.orderCancelled}
        />
      ) : null}
    </Group>
  );
}
