import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { formatPounds } from '@usher/contract/promo-display';
import type { TOrganiserOrder } from '@usher/contract/sales';
import { useCan } from '../../../lib/current-user';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelOrder } from '../api/cancel-order';
import { useRefundOrder } from '../api/refund-order';
import { OrderActionDialog, type OrderDialogChoice } from './order-action-dialog';

/** Cancel while an order still holds tickets or places; refund an order paid online, paid or cancelled since. */
export const canCancel = (order: TOrganiserOrder) => order.status === 'paid' || order.status === 'pending';
export const canRefund = (order: TOrganiserOrder) => order.isRefundable;

/** The guest as the dialogs name them: their name, else their email or phone. */
const guestName = (order: TOrganiserOrder) =>
  order.fullName ?? order.email ?? order.phoneNumber ?? `the guest of ${order.orderReference}`;

/** Marks the element that takes the focus in an order's row or card once an action on it is done. */
export const ORDER_FOCUS_ATTRIBUTE = 'data-order-focus';

/**
 * Moves the focus to the order's own reference (its row or card) once an action on it is done, so a keyboard or
 * screen-reader user stays on the order rather than dropping to the page's body when its button goes away.
 */
function focusOrderOf(element: HTMLElement | null) {
  const holder = element?.closest('[data-order]');
  holder?.querySelector<HTMLElement>(`[${ORDER_FOCUS_ATTRIBUTE}]`)?.focus();
}

type ActionProps = { eventId: string; order: TOrganiserOrder };

function useOrderAction(close: () => void, anchor: React.RefObject<HTMLElement | null>) {
  return (act: () => Promise<unknown>, done: string) => () =>
    act().then(
      () => {
        close();
        notifySuccess(done);
        focusOrderOf(anchor.current);
      },
      (error: unknown) => {
        close();
        notifyError(errorMessage(error));
        focusOrderOf(anchor.current);
      },
    );
}

/** Cancel, and for an order paid online the choice to refund it too, with the amount and the guest named. */
function CancelButton({ eventId, order }: ActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const cancel = useCancelOrder(eventId);
  const refund = useRefundOrder(eventId);
  const run = useOrderAction(close, anchor);
  const isPaidOnline = order.status === 'paid' && order.isRefundable;
  const amount = formatPounds(order.total);
  const choices: OrderDialogChoice[] = isPaidOnline
    ? [
        {
          label: 'Cancel only',
          run: run(() => cancel.mutateAsync(order.orderReference), MESSAGES.orderCancelled),
        },
        {
          label: 'Cancel and refund',
          isDestructive: true,
          run: run(() => refund.mutateAsync(order.orderReference), MESSAGES.orderCancelledAndRefunded),
        },
      ]
    : [
        {
          label: 'Cancel order',
          isDestructive: true,
          run: run(() => cancel.mutateAsync(order.orderReference), MESSAGES.orderCancelled),
        },
      ];
  return (
    <>
      <Button
        ref={anchor}
        variant="light"
        color="red"
        size="sm"
        mih={44}
        onClick={open}
        aria-label={`Cancel order ${order.orderReference}`}
      >
        Cancel
      </Button>
      <OrderActionDialog
        title={`Cancel ${order.orderReference}`}
        question={
          isPaidOnline
            ? MESSAGES.cancelOrderQuestion(guestName(order), amount)
            : MESSAGES.cancelUnpaidOrderQuestion(guestName(order))
        }
        opened={opened}
        isPending={cancel.isPending || refund.isPending}
        onClose={close}
        keepLabel="Keep order"
        choices={choices}
      />
    </>
  );
}

/** Refund in full, with the amount and the guest named; a cancelled order stays cancelled. */
function RefundButton({ eventId, order }: ActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const refund = useRefundOrder(eventId);
  const run = useOrderAction(close, anchor);
  const amount = formatPounds(order.total);
  const question =
    order.status === 'cancelled'
      ? MESSAGES.refundCancelledOrderQuestion(guestName(order), amount)
      : MESSAGES.refundOrderQuestion(guestName(order), amount);
  return (
    <>
      <Button
        ref={anchor}
        variant="light"
        color="red"
        size="sm"
        mih={44}
        onClick={open}
        aria-label={`Refund order ${order.orderReference}`}
      >
        Refund
      </Button>
      <OrderActionDialog
        title={`Refund ${order.orderReference}`}
        question={question}
        opened={opened}
        isPending={refund.isPending}
        onClose={close}
        keepLabel="No"
        choices={[
          {
            label: `Refund ${amount}`,
            isDestructive: true,
            run: run(() => refund.mutateAsync(order.orderReference), MESSAGES.orderRefunded),
          },
        ]}
      />
    </>
  );
}

/** The Cancel and Refund buttons an order allows, for ROLE_MASTER with organization.control only. */
export function OrderActions({ eventId, order }: ActionProps) {
  const isAllowed = useCan('cancelOrders');
  if (!isAllowed || (!canCancel(order) && !canRefund(order))) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {canRefund(order) ? <RefundButton eventId={eventId} order={order} /> : null}
      {canCancel(order) ? <CancelButton eventId={eventId} order={order} /> : null}
    </Group>
  );
}
