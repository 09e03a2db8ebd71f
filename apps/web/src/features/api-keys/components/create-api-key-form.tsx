import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  ZCreateApiKeyRequest,
  type TCreateApiKeyRequest,
  type TCreatedApiKey,
} from '@usher/contract/api-keys';
import { MESSAGES } from '@usher/contract/messages';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateApiKey } from '../api/create-api-key';

type CreateApiKeyFormProps = { onCreated: (created: TCreatedApiKey) => void; onCancel: () => void };

/** A name and at least one scope; the server's field messages land on the fields. */
export function CreateApiKeyForm({ onCreated, onCancel }: CreateApiKeyFormProps) {
  const create = useCreateApiKey();
  const form = useForm<TCreateApiKeyRequest>({
    resolver: zodResolver(ZCreateApiKeyRequest),
    defaultValues: { name: '', scopes: [] },
  });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        notifySuccess(MESSAGES.apiKeyCreated);
        onCreated(created);
      },
      onError: (error) => notifyError(applyServerErrors(error, form.setError, ['name', 'scopes'])),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Who uses it, e.g. “Door system” or “Website”"
          maxLength={100}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="What it may do"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt="xs">
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    label={`${API_KEY_SCOPE_LABELS[scope]} (${scope})`}
                    styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" mih={44} loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
