import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { londonToday } from '@usher/contract/london-time';
import { MAX_EMAIL_SUBJECT_LENGTH, type TChannel } from '@usher/contract/mailing';
import type { TMessageFormOutput, TMessageFormValues } from '@usher/contract/message-form';
import { CALENDAR_ARIA_LABELS, TIME_PICKER_LABELS } from '../../lib/date-picker-labels';
import { CheckboxField } from '../forms/checkbox-field';
import { RichTextField } from '../forms/rich-text-field';
import { smsCounterText } from './sms-counter';

type MessageFieldsProps = {
  form: UseFormReturn<TMessageFormValues, unknown, TMessageFormOutput>;
  channel: TChannel;
};

function SmsText({ form }: Pick<MessageFieldsProps, 'form'>) {
  const counterId = useId();
  const content = useWatch({ control: form.control, name: 'content' });
  const counter = smsCounterText(content);
  return (
    <Stack gap={4}>
      <Textarea
        label="SMS text"
        withAsterisk
        autosize
        minRows={4}
        maxRows={10}
        aria-describedby={counterId}
        error={form.formState.errors.content?.message}
        {...form.register('content')}
      />
      <Text id={counterId} size="sm" c={counter.isTooLong ? 'red.8' : 'dimmed'} ta="right">
        {counter.text}
      </Text>
    </Stack>
  );
}

/** The email's subject and rich-text body, or the SMS text with its live counter; then "Schedule for later". */
export function MessageFields({ form, channel }: MessageFieldsProps) {
  const { errors } = form.formState;
  const isScheduled = useWatch({ control: form.control, name: 'isScheduled' });
  return (
    <Stack gap="md">
      {channel === 'email' ? (
        <>
          <TextInput
            label="Subject"
            withAsterisk
            maxLength={MAX_EMAIL_SUBJECT_LENGTH}
            error={errors.subject?.message}
            {...form.register('subject')}
          />
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RichTextField
                label="Email body"
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errors.content?.message}
              />
            )}
          />
        </>
      ) : (
        <SmsText form={form} />
      )}
      <CheckboxField control={form.control} name="isScheduled" label="Schedule for later" />
      {isScheduled ? (
        <Controller
          control={form.control}
          name="scheduledAt"
          render={({ field }) => (
            <DateTimePicker
              label="Send at (London time)"
              withAsterisk
              valueFormat="DD MMM YYYY, HH:mm"
              placeholder="Pick date and time"
              clearable
              minDate={londonToday()}
              {...TIME_PICKER_LABELS}
              ariaLabels={CALENDAR_ARIA_LABELS}
              popoverProps={{ withinPortal: true }}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.scheduledAt?.message}
              maw={{ sm: 320 }}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
