import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { MESSAGES } from '@usher/contract/messages';
import { WEBHOOK_EVENT_TYPES, type TCreatedWebhook, type TWebhookEventType } from '@usher/contract/webhooks';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateWebhook } from '../api/webhooks';
import { WEBHOOK_EVENT_LABELS } from './webhook-event-labels';

type FormValues = { url: string; events: TWebhookEventType[] };

/** The URL and the events of a new webhook; the created webhook (with its secret) goes to `onCreated`. */
export function AddWebhookForm({ onCreated }: { onCreated: (webhook: TCreatedWebhook) => void }) {
  const create = useCreateWebhook();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    defaultValues: { url: '', events: ['order.paid'] },
  });

  const submit = handleSubmit((values) =>
    create.mutateAsync(values).then(
      (created) => {
        reset();
        notifySuccess(MESSAGES.webhookCreated);
        onCreated(created);
      },
      (error: unknown) => {
        const message = applyServerErrors(error, setError, ['url', 'events']);
        notifyError(message);
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a webhook">
      <Stack gap="sm">
        <TextInput
          label="URL"
          placeholder="https://example.com/usher-webhooks"
          type="url"
          required
          {...register('url', { required: MESSAGES.webhookUrlRequired })}
          error={formState.errors.url?.message}
        />
        <Controller
          control={control}
          name="events"
          rules={{ validate: (events) => events.length > 0 || MESSAGES.webhookEventsRequired }}
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Events"
              value={field.value}
              onChange={(value) => field.onChange(value as TWebhookEventType[])}
              error={fieldState.error?.message}
            >
              <Stack gap={4} mt={4}>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    py={12}
                    label={`${WEBHOOK_EVENT_LABELS[type]} (${type})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
