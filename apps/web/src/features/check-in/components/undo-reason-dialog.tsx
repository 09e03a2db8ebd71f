import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { TUndoCheckInRequest, UNDO_REASON_MAX } from '@usher/contract/check-in-log';
import { MESSAGES } from '@usher/contract/messages';
import { applyServerErrors } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api-client';
import { notify, notifySuccess } from '../../../lib/notify';

/** The contract's limit, checked by type so that its zod schemas stay out of this chunk. */
const REASON_MAX: typeof UNDO_REASON_MAX = 200;

export type TUndoCallbacks = { onSuccess: () => void; onError: (error: unknown) => void };

type UndoReasonDialogProps = {
  /** Which ticket is undone, as the door shows it; null while the dialog is closed. */
  ticketLine: string | null;
  /** Under the reason: where it is kept and with whose name. */
  reasonDescription: string;
  /** The toast once undone. */
  doneMessage: string;
  isPending: boolean;
  onUndo: (reason: string, callbacks: TUndoCallbacks) => void;
  onClose: () => void;
};

/**
 * Undo a guest's check-in, saying why: the guest scans green again and the log keeps the undo with its reason.
 * A guest someone else already undid answers 409, told as a toast. The organiser's guest list and the crew's
 * page share it.
 */
export function UndoReasonDialog({
  ticketLine,
  reasonDescription,
  doneMessage,
  isPending,
  onUndo,
  onClose,
}: UndoReasonDialogProps) {
  const form = useForm<TUndoCheckInRequest>({ defaultValues: { reason: '' } });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ reason }) =>
    onUndo(reason.trim(), {
      onSuccess: () => {
        notifySuccess(doneMessage);
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
    }),
  );

  return (
    <Modal opened={ticketLine !== null} onClose={close} title="Undo check-in" centered radius="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {ticketLine ? <Text size="sm">{ticketLine}</Text> : null}
          <Textarea
            label="Reason"
            description={reasonDescription}
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
            <Button variant="default" size="md" h={44} onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" size="md" h={44} loading={isPending}>
              Undo
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
