import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  EVENT_FORM_FIELDS,
  eventFormSchema,
  toEventFormValues,
  type TEventFormField,
  type TEventFormValues,
} from '@usher/contract/event-form';
import { keepCapacityCharacters, type TEvent, type TEventRequest } from '@usher/contract/events';
import { londonToday } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { MaskedTextField } from '../../../components/forms/masked-text-field';
import { CALENDAR_ARIA_LABELS, TIME_PICKER_LABELS } from '../../../lib/date-picker-labels';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { LockedNote } from '../../../components/ui/locked-note';

type EventFormProps = {
  activityId: string;
  event?: TEvent;
  canManage: boolean;
  /** Extra buttons at the left of the Save button (Delete date). */
  footer?: ReactNode;
};

const PICKER_PROPS = {
  valueFormat: 'DD MMM YYYY, HH:mm',
  clearable: true,
  placeholder: 'Pick date and time',
  ...TIME_PICKER_LABELS,
  ariaLabels: CALENDAR_ARIA_LABELS,
  popoverProps: { withinPortal: true },
};

/** The London day of a picker value (`YYYY-MM-DD HH:mm:ss`), where an empty end or doors-open picker opens. */
const dayOf = (value: string | null) => (value ? value.slice(0, 10) : undefined);

/** Start, end, doors open and venue capacity of a date (§2, §5): London wall-clock time in, UTC out. */
export function EventForm({ activityId, event, canManage, footer }: EventFormProps) {
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const isLocked = Boolean(event?.isReserved);
  const soldCount = event?.soldCount ?? 0;
  const savedStartAt = event?.startAt ?? null;
  const schema = useMemo(
    () => eventFormSchema({ activityId, soldCount, savedStartAt }),
    [activityId, soldCount, savedStartAt],
  );
  const form = useForm<TEventFormValues, unknown, TEventRequest>({
    resolver: zodResolver(schema),
    defaultValues: toEventFormValues(event),
  });
  const { errors, isSubmitting } = form.formState;
  const startAt = useWatch({ control: form.control, name: 'startAt' });
  const minDate = londonToday();

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        if (event) {
          const saved = await updateEvent.mutateAsync({ eventId: event.id, body });
          form.reset(toEventFormValues(saved));
          notifySuccess(MESSAGES.eventInfoSaved);
        } else {
          const created = await createEvent.mutateAsync(body);
          notifySuccess(MESSAGES.eventDateCreated);
          await navigate(`/activity/${activityId}/event/${created.id}/ticket/create`);
        }
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, EVENT_FORM_FIELDS));
      }
    },
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  const picker = (name: Exclude<TEventFormField, 'maxTicketCount'>, label: string, isRequired = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateTimePicker
          {...PICKER_PROPS}
          label={label}
          withAsterisk={isRequired}
          clearButtonProps={{ 'aria-label': `Clear ${label}` }}
          minDate={minDate}
          // An empty end or doors-open picker opens on the start's month, not today's.
          defaultDate={name === 'startAt' ? undefined : dayOf(startAt)}
          disabled={!canManage || isLocked}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Date and time
          </Title>
          {isLocked ? <LockedNote>{MESSAGES.eventLocked}</LockedNote> : null}
          {picker('startAt', 'Start', true)}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {picker('endAt', 'End')}
            {picker('doorsOpenAt', 'Doors open')}
          </SimpleGrid>
          <MaskedTextField
            control={form.control}
            name="maxTicketCount"
            keep={keepCapacityCharacters}
            label="Venue capacity"
            description="The most tickets this date can sell across ticket types that count toward it."
            withAsterisk
            inputMode="numeric"
            maw={{ xs: 240 }}
            disabled={!canManage}
          />
          <Text size="xs" c="dimmed">
            Times are in London time.
          </Text>
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
