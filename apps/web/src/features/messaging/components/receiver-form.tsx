import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { keepUkPhoneCharacters } from '@usher/contract/fields';
import { ZReceiverInput, type TReceiverInput, type TReceiverValues } from '@usher/contract/mailing-lists';
import { MaskedTextField } from '../../../components/forms/masked-text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifyError } from '../../../lib/notify';

const EMPTY: TReceiverInput = { email: '', phone: '+44' };

type ReceiverFormProps = {
  initial?: { email: string | null; phone: string | null };
  submitLabel: string;
  /** Throws the server's refusal: its field messages (`receiver.email`, 409 duplicates) land under the fields. */
  onSubmit: (receiver: TReceiverValues) => Promise<unknown> | void;
  onCancel?: () => void;
};

/** A receiver's email and UK phone (§5: one of them, `+44` alone counts as empty), checked as typed on submit. */
export function ReceiverForm({ initial, submitLabel, onSubmit, onCancel }: ReceiverFormProps) {
  const form = useForm<TReceiverInput, unknown, TReceiverValues>({
    resolver: zodResolver(ZReceiverInput),
    defaultValues: initial ? { email: initial.email ?? '', phone: initial.phone ?? '+44' } : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (receiver) => {
    try {
      await onSubmit(receiver);
      if (!initial) form.reset(EMPTY);
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.errors) : [];
      for (const [path, message] of fields) {
        const field = path.replace(/^receiver\./, '');
        if (field === 'email' || field === 'phone') form.setError(field, { type: 'server', message });
      }
      if (fields.length === 0) notifyError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            placeholder="guest@example.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <MaskedTextField
            control={form.control}
            name="phone"
            keep={keepUkPhoneCharacters}
            label="Phone"
            type="tel"
            inputMode="tel"
            placeholder="+447700900123"
          />
        </SimpleGrid>
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" variant={initial ? 'filled' : 'light'} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
