import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { TGuest } from '@usher/contract/check-in';
import type { TUndoCheckInRequest, UNDO_REASON_MAX } from '@usher/contract/check-in-log';
import { MESSAGES } from '@usher/contract/messages';
import { applyServerErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api-client';
import { notify, notifySuccess } from '../../../lib/notify';
import { useUndoCheckIn } from '../api/undo-check-in';
import { guestLabel, ticketNumber } from './guest-details';

/** The contract's limit, checked by type so that its zod schemas stay out of this chunk. */
const REASON_MAX: typeof UNDO_REASON_MAX = 200;

type UndoCheckInDialogProps = { eventId: string; guest: TGuest | null; onClose: () => void };

/**
 * Undo a guest's check-in, saying why: the guest scans green again and the log keeps the undo with its reason.
 * A guest someone else already undid answers 409, told as a toast.
 */
export function UndoCheckInDialog({ eventId, guest, onClose }: UndoCheckInDialogProps) {
  const undo = useUndoCheckIn();
  const form = useForm<TUndoCheckInRequest>({ defaultValues: { reason: '' } });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ reason }) => {
    if (!guest) return;
    undo.mutate(
      { eventId, ticketExternalId: guest.ticketExternalId, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(`Check-in undone: ${guestLabel(guest)}`);
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            applyServerErrors(error, form.setError, ['reason']);
            return;
          }
          notify(
            isApiError(error) && error.status === 409 ? 'orange' : 'red',
            applyServerErrors(error, form.setError),
          );
          close();
        },
      },
    );
  });

  return (
    <Modal opened={guest !== null} onClose={close} title="Undo check-in" centered radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {guest ? (
            <Text size="sm">
              {guestLabel(guest)}, {guest.ticketVariantName}, {ticketNumber(guest)}
              {guest.checkedInBy ? `, checked in by ${guest.checkedInBy}` : ''}
            </Text>
          ) : null}
          <Textarea
            label="Reason"
            description="Kept in the check-in log with your name."
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            data-autofocus
            error={form.formState.errors.reason?.message}
            {...form.register('reason', {
              validate: (value) => value.trim().length > 0 || MESSAGES.undoReasonRequired,
              maxLength: { value: REASON_MAX, message: MESSAGES.textTooLong(REASON_MAX) },
            })}
          />
          <Group justify="flex-end" gap="xs" grow>
            <Button variant="default" size="md" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" size="md" loading={undo.isPending}>
              Undo
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
