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

/** Runs a dialog's choice, then closes it, says how it went and puts the focus back on the order. */
type RunChoice = (act: () => Promise<unknown>, done: string) => () => Promise<void>;

function useOrderAction(close: () => void, anchor: React.RefObject<HTMLElement | null>): RunChoice {
  return (act, done) => () =>
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

type OrderActionButtonProps = {
  order: TOrganiserOrder;
  /** The button's word, which also names its dialog ("Cancel USH-…") and its accessible name. */
  label: 'Cancel' | 'Refund';
  question: string;
  keepLabel: string;
  isPending: boolean;
  choices: (run: RunChoice) => OrderDialogChoice[];
};

/** An order's action: its red button, and the dialog that asks before anything is done. */
function OrderActionButton({
  order,
  label,
  question,
  keepLabel,
  isPending,
  choices,
}: OrderActionButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const run = useOrderAction(close, anchor);
  return (
    <>
      <Button
        ref={anchor}
        variant="light"
        color="red"
        size="sm"
        mih={44}
        onClick={open}
        aria-label={`${label} order ${order.orderReference}`}
      >
        {label}
      </Button>
      <OrderActionDialog
        title={`${label} ${order.orderReference}`}
        question={question}
        opened={opened}
        isPending={isPending}
        onClose={close}
        keepLabel={keepLabel}
        choices={choices(run)}
      />
    </>
  );
}

/** Cancel, and for an order paid online the choice to refund it too, with the amount and the guest named. */
function CancelButton({ eventId, order }: ActionProps) {
  const cancel = useCancelOrder(eventId);
  const refund = useRefundOrder(eventId);
  const isPaidOnline = order.status === 'paid' && order.isRefundable;
  const cancelOnly = () => cancel.mutateAsync(order.orderReference);
  return (
    <OrderActionButton
      order={order}
      label="Cancel"
      question={
        isPaidOnline
          ? MESSAGES.cancelOrderQuestion(guestName(order), formatPounds(order.total))
          : MESSAGES.cancelUnpaidOrderQuestion(guestName(order))
      }
      keepLabel="Keep order"
      isPending={cancel.isPending || refund.isPending}
      choices={(run) =>
        isPaidOnline
          ? [
              { label: 'Cancel only', run: run(cancelOnly, MESSAGES.orderCancelled) },
              {
                label: 'Cancel and refund',
                isDestructive: true,
                run: run(() => refund.mutateAsync(order.orderReference), MESSAGES.orderCancelledAndRefunded),
              },
            ]
          : [{ label: 'Cancel order', isDestructive: true, run: run(cancelOnly, MESSAGES.orderCancelled) }]
      }
    />
  );
}

/** Refund in full, with the amount and the guest named; a cancelled order stays cancelled. */
function RefundButton({ eventId, order }: ActionProps) {
  const refund = useRefundOrder(eventId);
  const amount = formatPounds(order.total);
  return (
    <OrderActionButton
      order={order}
      label="Refund"
      question={
        order.status === 'cancelled'
          ? MESSAGES.refundCancelledOrderQuestion(guestName(order), amount)
          : MESSAGES.refundOrderQuestion(guestName(order), amount)
      }
      keepLabel="No"
      isPending={refund.isPending}
      choices={(run) => [
        {
          label: `Refund ${amount}`,
          isDestructive: true,
          run: run(() => refund.mutateAsync(order.orderReference), MESSAGES.orderRefunded),
        },
      ]}
    />
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
