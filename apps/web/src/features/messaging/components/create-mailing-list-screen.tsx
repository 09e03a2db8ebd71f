import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MAX_RECEIVERS_PER_REQUEST, ZListName, type TReceiverValues } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateMailingList } from '../api/create-mailing-list';
import { ReceiverForm } from './receiver-form';
import { repeatsContact } from './receiver-keys';
import { ReceiverList } from './receiver-list';
import { ReceiverRow } from './receiver-row';

const ZNameForm = z.object({ name: ZListName });
type NameForm = z.input<typeof ZNameForm>;

const duplicateError = () =>
  new ApiError(409, MESSAGES.receiverDuplicate, { email: MESSAGES.receiverDuplicate });

/** `/messages/manage-lists/create`: a name and receivers typed by hand (§5), then back to the lists. */
export function CreateMailingListScreen() {
  const navigate = useNavigate();
  const createList = useCreateMailingList();
  const [receivers, setReceivers] = useState<TReceiverValues[]>([]);
  const form = useForm<NameForm, unknown, z.output<typeof ZNameForm>>({
    resolver: zodResolver(ZNameForm),
    defaultValues: { name: '' },
  });

  const addDraft = (receiver: TReceiverValues) => {
    if (repeatsContact(receiver, receivers)) throw duplicateError();
    setReceivers((current) => [...current, receiver]);
  };
  const saveDraft = (index: number) => (receiver: TReceiverValues) => {
    if (repeatsContact(receiver, receivers, index)) throw duplicateError();
    setReceivers((current) => current.map((r, at) => (at === index ? receiver : r)));
  };

  const onSubmit = form.handleSubmit(
    async ({ name }) => {
      if (receivers.length === 0) return notifyError(MESSAGES.mailingListIncomplete);
      if (receivers.length > MAX_RECEIVERS_PER_REQUEST) {
        return notifyError(MESSAGES.tooManyReceivers(MAX_RECEIVERS_PER_REQUEST));
      }
      try {
        await createList.mutateAsync({ mailingList: { name, receivers } });
        notifySuccess(MESSAGES.mailingListCreated);
        await navigate('/messages/manage-lists/');
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, ['name']));
      }
    },
    () => notifyError(MESSAGES.mailingListIncomplete),
  );

  return (
    <>
      <PageBreadcrumbs
        size="sm"
        items={[
          { label: 'Messages', to: '/messages' },
          { label: 'Manage lists', to: '/messages/manage-lists' },
          { label: 'New list' },
        ]}
      />
      <PageLayout title="New mailing list" size="sm">
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <form id="create-list" onSubmit={onSubmit} noValidate>
              <TextInput
                label="List name"
                withAsterisk
                error={form.formState.errors.name?.message}
                {...form.register('name')}
              />
            </form>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="lg">
                Receivers ({receivers.length})
              </Title>
              <Text size="sm" c="dimmed">
                A phone, an email, or both. You can import a file once the list is saved.
              </Text>
              <ReceiverForm submitLabel="Add receiver" onSubmit={addDraft} />
              <ReceiverList
                label="Receivers"
                receivers={receivers}
                renderReceiver={(receiver, index) => (
                  <ReceiverRow
                    key={`${receiver.email ?? ''}|${receiver.phone ?? ''}`}
                    receiver={receiver}
                    onSave={saveDraft(index)}
                    onDelete={() => setReceivers((current) => current.filter((_, at) => at !== index))}
                  />
                )}
              />
            </Stack>
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" form="create-list" loading={createList.isPending} miw={120}>
              Save list
            </Button>
          </Group>
        </Stack>
      </PageLayout>
    </>
  );
}
