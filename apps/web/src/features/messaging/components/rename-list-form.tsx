import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  ZUpdateMailingListInfoRequest,
  type TUpdateMailingListInfoRequest,
} from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRenameMailingList } from '../api/rename-mailing-list';

/** The list's name with Save (`update-mailing-list-info`, toast 'New name was saved'). */
export function RenameListForm({ listId, name }: { listId: string; name: string }) {
  const rename = useRenameMailingList();
  const form = useForm<TUpdateMailingListInfoRequest, unknown, { name: string }>({
    resolver: zodResolver(ZUpdateMailingListInfoRequest),
    values: { name },
    // A new name from the server (a refetch) replaces the field only while the user has not typed in it.
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync({ listId, ...values });
      notifySuccess(MESSAGES.newNameSaved);
    } catch (error) {
      notifyError(applyServerErrors(error, form.setError, ['name']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="List name"
          withAsterisk
          style={{ flex: 1 }}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" mt={25} loading={rename.isPending}>
          Save name
        </Button>
      </Group>
    </form>
  );
}
