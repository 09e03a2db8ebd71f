import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MAX_RECEIVERS_PER_REQUEST, ZListName, type TReceiverValues } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateMailingList } from '../api/create-mailing-list';
import { useImportReceiverFile } from '../api/import-receiver-file';
import { previewImport } from './import-preview';
import { ReceiverFileField, type TReadReceiverFile } from './receiver-file-field';
import { ReceiverForm } from './receiver-form';
import { repeatsContact } from './receiver-keys';
import { ReceiverList } from './receiver-list';
import { ReceiverRow } from './receiver-row';

const ZNameForm = z.object({ name: ZListName });
type NameForm = z.input<typeof ZNameForm>;

const duplicateError = () =>
  new ApiError(409, MESSAGES.receiverDuplicate, { email: MESSAGES.receiverDuplicate });

/**
 * `/messages/manage-lists/create`: a name and receivers typed by hand, read from a CSV or Excel file, or both
 * (§5), saved in one step; then back to the lists.
 */
export function CreateMailingListScreen() {
  const navigate = useNavigate();
  const createList = useCreateMailingList();
  const importFile = useImportReceiverFile();
  const [receivers, setReceivers] = useState<TReceiverValues[]>([]);
  const [read, setRead] = useState<TReadReceiverFile | null>(null);
  const fromFile = read ? previewImport(read.answer, receivers).fresh : [];
  const total = receivers.length + fromFile.length;
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
      if (total === 0) return notifyError(MESSAGES.mailingListIncomplete);
      if (receivers.length > MAX_RECEIVERS_PER_REQUEST) {
        return notifyError(MESSAGES.tooManyReceivers(MAX_RECEIVERS_PER_REQUEST));
      }
      const all = [...receivers, ...fromFile];
      try {
        const created = await createList.mutateAsync({
          mailingList: { name, receivers: all.slice(0, MAX_RECEIVERS_PER_REQUEST) },
        });
        // A create request carries at most 1,000 receivers: a longer file goes in through the import, which
        // skips those already saved.
        if (read && all.length > MAX_RECEIVERS_PER_REQUEST) {
          try {
            await importFile.mutateAsync({ listId: created.id, file: read.file });
          } catch (error) {
            // The list is saved: the rest of the file is imported again from its own screen.
            notifyError(errorMessage(error));
            return await navigate(`/messages/manage-lists/edit/${created.id}`);
          }
        }
        notifySuccess(MESSAGES.mailingListCreated);
        await navigate('/messages/manage-lists/');
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, ['name']));
      }
    },
    () => notifyError(MESSAGES.mailingListIncomplete),
  );
  const isSaving = createList.isPending || importFile.isPending;

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
          <SectionCard title="From a file">
            <ReceiverFileField receivers={receivers} value={read} onChange={setRead} />
          </SectionCard>
          <SectionCard title={`Receivers (${receivers.length})`}>
            <Text size="sm" c="dimmed">
              Typed one by one: a phone, an email, or both.
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
          </SectionCard>
          <Group justify="flex-end" align="center">
            <Text size="sm" aria-live="polite" data-testid="list-total">
              {`The list will hold ${total} receiver(s).`}
            </Text>
            <Button type="submit" form="create-list" loading={isSaving} miw={120}>
              Save list
            </Button>
          </Group>
        </Stack>
      </PageLayout>
    </>
  );
}
