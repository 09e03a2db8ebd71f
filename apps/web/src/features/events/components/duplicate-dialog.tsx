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
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DUPLICATE_TYPES, WEEKDAYS, type TWeekday } from '@usher/contract/duplicate';
import type { TEvent } from '@usher/contract/events';
import { formatLondon, londonToday } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDuplicateEvent } from '../api/duplicate-event';
import {
  INITIAL_DUPLICATE_FORM,
  checkDuplicate,
  formatCopyStarts,
  toDuplicateRequest,
  type TDuplicateForm,
  type TDuplicateType,
} from './duplicate-form';
import { CALENDAR_ARIA_LABELS } from '../../../lib/date-picker-labels';

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
  const [form, setForm] = useState<TDuplicateForm>(INITIAL_DUPLICATE_FORM);
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const plan = checkDuplicate(form, event.startAt);
  const errors = showErrors ? { ...plan.errors, ...serverErrors } : serverErrors;
  const minDate = londonToday();

  const change = (patch: Partial<TDuplicateForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const close = () => {
    if (duplicate.isPending) return;
    setForm(INITIAL_DUPLICATE_FORM);
    setStep('form');
    setShowErrors(false);
    setServerErrors({});
    onClose();
  };

  const review = () => {
    setShowErrors(true);
    if (Object.keys(plan.errors).length === 0) setStep('review');
  };

  const confirm = () => {
    duplicate.mutate(
      { eventId: event.id, body: toDuplicateRequest(form) },
      {
        onSuccess: () => {
          notifySuccess(MESSAGES.eventInfoSaved);
          close();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) {
            setServerErrors(error.errors);
            setStep('form');
          }
          notifyError(errorMessage(error));
        },
      },
    );
  };

  const dateInput = (field: 'date' | 'firstDate' | 'lastDate', label: string) => (
    <DatePickerInput
      label={label}
      withAsterisk
      clearable
      placeholder="Pick a date"
      valueFormat="DD MMM YYYY"
      minDate={minDate}
      value={form[field]}
      onChange={(value) => change({ [field]: value })}
      error={errors[field]}
      popoverProps={{ withinPortal: true }}
      ariaLabels={CALENDAR_ARIA_LABELS}
    />
  );

  const starts = step === 'review' ? formatCopyStarts(plan.days, event.startAt) : [];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={step === 'form' ? 'Duplicate date' : `Create ${plural(plan.days.length)}?`}
      centered
      size="md"
    >
      {step === 'form' ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Copies of {formatLondon(event.startAt)} keep its times, venue capacity and ticket types.
          </Text>
          <SegmentedControl
            fullWidth
            data={[...DUPLICATE_TYPES]}
            value={form.type}
            onChange={(type) => change({ type: type as TDuplicateType })}
            aria-label="How often"
          />
          {form.type === 'Once' ? (
            dateInput('date', 'Duplicate date')
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {dateInput('firstDate', 'First date')}
              {dateInput('lastDate', 'Last date')}
            </SimpleGrid>
          )}
          {form.type === 'Weekly' ? (
            <Input.Wrapper label="Days of the week" withAsterisk error={errors.daysOfWeek}>
              <Chip.Group
                multiple
                value={form.daysOfWeek}
                onChange={(days) => change({ daysOfWeek: days as TWeekday[] })}
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
          ) : null}
          {form.type === 'Monthly' && plan.clampedToMonthEnd ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {MESSAGES.dayClamped}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={review}>Duplicate</Button>
          </Group>
        </Stack>
      ) : (
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
            <Button variant="default" onClick={() => setStep('form')} disabled={duplicate.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={duplicate.isPending}>
              Create {plural(starts.length)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
