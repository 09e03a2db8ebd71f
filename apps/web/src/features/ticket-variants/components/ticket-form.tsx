import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { keepCapacityCharacters } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import {
  TICKET_FORM_FIELDS,
  ticketFormSchema,
  toTicketFormValues,
  type TTicketFormValues,
} from '@usher/contract/ticket-form';
import {
  keepPriceCharacters,
  type TTicketVariant,
  type TTicketVariantRequest,
} from '@usher/contract/ticket-variants';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { MaskedTextField } from '../../../components/forms/masked-text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';
import { useCreateTicketVariant } from '../api/create-ticket-variant';
import { useUpdateTicketVariant } from '../api/update-ticket-variant';
import { LockedNote } from '../../../components/ui/locked-note';

type TicketFormProps = {
  eventId: string;
  variant?: TTicketVariant;
  canManage: boolean;
  onSaved: (variant: TTicketVariant) => void;
  /** Shown left of Save (Delete). */
  footer?: ReactNode;
};

/** Ticket type create/edit (§2, §5): pounds on screen, pence on the wire; name and price lock once sold. */
export function TicketForm({ eventId, variant, canManage, onSaved, footer }: TicketFormProps) {
  const createVariant = useCreateTicketVariant();
  const updateVariant = useUpdateTicketVariant();
  const soldTickets = variant?.soldTickets ?? 0;
  const isSold = soldTickets > 0;
  const schema = useMemo(() => ticketFormSchema({ eventId, soldTickets }), [eventId, soldTickets]);
  const form = useForm<TTicketFormValues, unknown, TTicketVariantRequest>({
    resolver: zodResolver(schema),
    defaultValues: toTicketFormValues(variant),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        const saved = variant
          ? await updateVariant.mutateAsync({ ticketId: variant.id, body })
          : await createVariant.mutateAsync(body);
        onSaved(saved);
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, TICKET_FORM_FIELDS));
      }
    },
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {isSold ? <LockedNote>{MESSAGES.ticketTypeSoldLocked}</LockedNote> : null}
          <TextInput
            label="Ticket type"
            placeholder="e.g. Standing"
            withAsterisk
            disabled={!canManage || isSold}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={8}
            disabled={!canManage}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <MaskedTextField
              control={form.control}
              name="price"
              keep={keepPriceCharacters}
              label="Price"
              description="In pounds; 0 for a free ticket."
              withAsterisk
              inputMode="decimal"
              leftSection="£"
              disabled={!canManage || isSold}
            />
            <MaskedTextField
              control={form.control}
              name="maxTicketCount"
              keep={keepCapacityCharacters}
              label="Availability"
              description={isSold ? `${soldTickets} sold so far.` : 'How many tickets of this type.'}
              withAsterisk
              inputMode="numeric"
              disabled={!canManage}
            />
          </SimpleGrid>
          <CheckboxField
            control={form.control}
            name="isAffectEventTicketCount"
            label="Counts toward venue capacity"
            description="Leave on unless these tickets do not take a place in the venue (e.g. a programme)."
            disabled={!canManage}
          />
          {canManage ? (
            <Group justify="flex-end" gap="sm">
              {footer}
              <Button type="submit" loading={isSubmitting} miw={120}>
                Save
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </form>
  );
}
