import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES } from '@usher/contract/messages';
import type { TOrganiserOrder } from '@usher/contract/sales';
import { useCan } from '../../../lib/current-user';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelOrder } from '../api/cancel-order';
import { useRefundOrder } from '../api/refund-order';

/** Cancel while an order still holds tickets or places; refund only a paid online order (issue 16 §3). */
export const canCancel = (order: TOrganiserOrder) => order.status === 'paid' || order.status === 'pending';
export const canRefund = (order: TOrganiserOrder) => order.channel === 'online' && order.status === 'paid';

type ConfirmButtonProps = {
  label: string;
  question: string;
  orderReference: string;
  isPending: boolean;
  onConfirm: () => Promise<unknown>;
  done: string;
};

/** A button with the house confirm (No / Yes); the answer is toasted either way. */
function ConfirmButton({ label, question, orderReference, isPending, onConfirm, done }: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = () =>
    onConfirm()
      .then(() => notifySuccess(done))
      .catch((error: unknown) => notifyError(errorMessage(error)))
      .finally(close);
  return (
    <>
      <Button
        variant="light"
        color="red"
        size="sm"
        mih={44}
        onClick={open}
        aria-label={`${label} order ${orderReference}`}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={isPending ? () => {} : close}
        title={`${label} ${orderReference}`}
        centered
      >
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} disabled={isPending}>
            No
          </Button>
          <Button color="red.8" onClick={() => void confirm()} loading={isPending}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
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
        <ConfirmButton
          label="Refund"
          question={MESSAGES.confirmRefundOrder}
          orderReference={order.orderReference}
          isPending={refund.isPending}
          onConfirm={() => refund.mutateAsync(order.orderReference)}
          done={MESSAGES.orderRefunded}
        />
      ) : null}
      {canCancel(order) ? (
        <ConfirmButton
          label="Cancel"
          question={MESSAGES.confirmCancelOrder}
          orderReference={order.orderReference}
          isPending={cancel.isPending}
          onConfirm={() => cancel.mutateAsync(order.orderReference)}
          done={MESSAGES.orderCancelled}
        />
      ) : null}
    </Group>
  );
}
