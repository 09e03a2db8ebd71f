import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { Controller, useForm, type Control } from 'react-hook-form';
import {
  doorLinkFormSchema,
  EMPTY_DOOR_LINK_FORM,
  type TDoorLinkFormValues,
} from '@usher/contract/door-link-form';
import type {
  DOOR_LINK_NAME_MAX,
  TCreateDoorLinkRequest,
  TCreatedDoorLink,
} from '@usher/contract/door-links';
import { londonToday } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { applyServerErrors } from '../../../lib/form-errors';
import { CALENDAR_ARIA_LABELS, TIME_PICKER_LABELS } from '../../../lib/date-picker-labels';
import { notifyError } from '../../../lib/notify';
import { useCreateDoorLink } from '../api/create-door-link';

/** The contract's limit, checked by type. */
const NAME_MAX: typeof DOOR_LINK_NAME_MAX = 80;

export type TTicketTypeOption = { id: string; name: string };

type WindowFieldProps = {
  control: Control<TDoorLinkFormValues, unknown, TCreateDoorLinkRequest>;
  name: 'validFrom' | 'validUntil';
  label: string;
  error: string | undefined;
};

function WindowField({ control, name, label, error }: WindowFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTimePicker
          valueFormat="DD MMM YYYY, HH:mm"
          placeholder="Any time"
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
          {...TIME_PICKER_LABELS}
          ariaLabels={CALENDAR_ARIA_LABELS}
          popoverProps={{ withinPortal: true }}
          label={label}
          size="md"
          minDate={londonToday()}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}

type DoorLinkFormProps = {
  eventId: string;
  ticketTypes: TTicketTypeOption[];
  onCreated: (link: TCreatedDoorLink) => void;
  onCancel: () => void;
};

/** Create a door link (issue 30 §1): a name, the ticket types it admits (none: all), an optional PIN and window. */
export function DoorLinkForm({ eventId, ticketTypes, onCreated, onCancel }: DoorLinkFormProps) {
  const create = useCreateDoorLink(eventId);
  const form = useForm<TDoorLinkFormValues, unknown, TCreateDoorLinkRequest>({
    resolver: zodResolver(doorLinkFormSchema),
    defaultValues: EMPTY_DOOR_LINK_FORM,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (request) =>
      create.mutate(request, {
        onSuccess: onCreated,
        onError: (error) => notifyError(applyServerErrors(error, form.setError)),
      }),
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Where the crew stand, as the log will show it: “Main gate”, “VIP desk”."
          withAsterisk
          size="md"
          maxLength={NAME_MAX}
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="ticketVariantIds"
          render={({ field }) => (
            <MultiSelect
              label="Ticket types"
              description="The tickets this door lets in; none chosen: every ticket type of the date."
              placeholder={field.value.length ? undefined : 'All ticket types'}
              size="md"
              data={ticketTypes.map((type) => ({ value: type.id, label: type.name }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              comboboxProps={{ withinPortal: true }}
              error={errors.ticketVariantIds?.message}
            />
          )}
        />
        <PasswordInput
          label="PIN"
          description="4 to 8 digits the crew type before they start; leave it empty for none."
          size="md"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          error={errors.pin?.message}
          {...form.register('pin')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WindowField
            control={form.control}
            name="validFrom"
            label="Valid from"
            error={errors.validFrom?.message}
          />
          <WindowField
            control={form.control}
            name="validUntil"
            label="Valid until"
            error={errors.validUntil?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs" grow>
          <Button variant="default" size="md" h={44} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="md" h={44} px="xs" loading={create.isPending}>
            Create link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
