import {
  Alert,
  Button,
  Chip,
  Group,
  Input,
  List,
  Modal,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DUPLICATE_TYPES, WEEKDAYS, type TDuplicateRequest, type TWeekday } from '@usher/contract/duplicate';
import {
  DUPLICATE_FORM_FIELDS,
  INITIAL_DUPLICATE_FORM,
  duplicateFormSchema,
  planDuplicateForm,
  type TDuplicateFormValues,
  type TDuplicateType,
} from '@usher/contract/duplicate-form';
import type { TEvent } from '@usher/contract/events';
import { formatLondon, londonDay } from '@usher/contract/london-format';
import { londonToday } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from '../../../lib/api-client';
import { CALENDAR_ARIA_LABELS } from '../../../lib/date-picker-labels';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDuplicateEvent } from '../api/duplicate-event';
import { formatCopyStarts } from './duplicate-form';

const WEEKDAY_LABELS: Record<TWeekday, string> = {
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
  SUNDAY: 'Sun',
};

const plural = (count: number) => (count === 1 ? '1 date' : `${count} dates`);

type DuplicateDialogProps = { event: TEvent; opened: boolean; onClose: () => void };

/** §4/§5 duplicate: choose the days, review the resulting dates, confirm, copy. */
export function DuplicateDialog({ event, opened, onClose }: DuplicateDialogProps) {
  const duplicate = useDuplicateEvent();
  const schema = useMemo(() => duplicateFormSchema(event.startAt), [event.startAt]);
  const form = useForm<TDuplicateFormValues, unknown, TDuplicateRequest>({
    resolver: zodResolver(schema),
    defaultValues: INITIAL_DUPLICATE_FORM,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as TDuplicateFormValues;
  /** The checked request under review; null while the days are being chosen. */
  const [request, setRequest] = useState<TDuplicateRequest | null>(null);
  const plan = planDuplicateForm(values, event.startAt);
  const minDate = londonToday();
  // An empty picker opens on the month of the date being copied (or of the first date, for the last one), not on
  // today's: copies are made around the date, which may be months away.
  const sourceDay = londonDay(event.startAt);
  const openOn = sourceDay > minDate ? sourceDay : minDate;

  const close = () => {
    if (duplicate.isPending) return;
    form.reset(INITIAL_DUPLICATE_FORM);
    setRequest(null);
    onClose();
  };

  const review = form.handleSubmit(setRequest);

  const confirm = () => {
    if (!request) return;
    duplicate.mutate(
      { eventId: event.id, body: request },
      {
        onSuccess: ({ events }) => {
          notifySuccess(MESSAGES.datesCreated(events.length));
          close();
        },
        onError: (error) => {
          notifyError(applyServerErrors(error, form.setError, DUPLICATE_FORM_FIELDS));
          // A message about a chosen day goes back to the choice, where it shows under its field.
          if (isApiError(error) && DUPLICATE_FORM_FIELDS.some((field) => error.errors[field]))
            setRequest(null);
        },
      },
    );
  };

  const dateInput = (name: 'date' | 'firstDate' | 'lastDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          label={label}
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${label}` }}
          placeholder="Pick a date"
          valueFormat="DD MMM YYYY"
          minDate={minDate}
          defaultDate={field.value ?? (name === 'lastDate' ? values.firstDate : null) ?? openOn}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
          popoverProps={{ withinPortal: true }}
          ariaLabels={CALENDAR_ARIA_LABELS}
        />
      )}
    />
  );

  const starts = request ? formatCopyStarts(plan.days, event.startAt) : [];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={request ? `Create ${plural(plan.days.length)}?` : 'Duplicate date'}
      centered
      size="md"
    >
      {request ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {plural(starts.length)} will be created, each with the times, venue capacity and ticket types of
            this date.
          </Alert>
          {plan.clampedToMonthEnd ? (
            <Text size="sm" c="dimmed">
              {MESSAGES.dayClamped}
            </Text>
          ) : null}
          <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
            <List size="sm" spacing={4} aria-label="New dates">
              {starts.map((start) => (
                <List.Item key={start}>{start}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRequest(null)} disabled={duplicate.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={duplicate.isPending}>
              Create {plural(starts.length)}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={review} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Copies of {formatLondon(event.startAt)} keep its times, venue capacity and ticket types.
            </Text>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <SegmentedControl
                  fullWidth
                  data={[...DUPLICATE_TYPES]}
                  value={field.value}
                  onChange={(type) => field.onChange(type as TDuplicateType)}
                  aria-label="How often"
                />
              )}
            />
            {values.type === 'Once' ? (
              dateInput('date', 'Duplicate date')
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {dateInput('firstDate', 'First date')}
                {dateInput('lastDate', 'Last date')}
              </SimpleGrid>
            )}
            {values.type === 'Weekly' ? (
              <Controller
                control={form.control}
                name="daysOfWeek"
                render={({ field }) => (
                  <Input.Wrapper label="Days of the week" withAsterisk error={errors.daysOfWeek?.message}>
                    <Chip.Group
                      multiple
                      value={field.value}
                      onChange={(days) => field.onChange(days as TWeekday[])}
                    >
                      <Group gap={6} mt={6}>
                        {WEEKDAYS.map((weekday) => (
                          <Chip key={weekday} value={weekday} size="sm">
                            {WEEKDAY_LABELS[weekday]}
                          </Chip>
                        ))}
                      </Group>
                    </Chip.Group>
                  </Input.Wrapper>
                )}
              />
            ) : null}
            {values.type === 'Monthly' && plan.clampedToMonthEnd ? (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {MESSAGES.dayClamped}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Duplicate</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
