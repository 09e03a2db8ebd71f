import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import type { TMailingList } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCan } from '../../../lib/current-user';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useAddReceiver } from '../api/add-receiver';
import { useDeleteReceiver } from '../api/delete-receiver';
import { useMailingList } from '../api/get-mailing-list';
import { useUpdateReceiver } from '../api/update-receiver';
import { DeleteListButton } from './delete-list-button';
import { ImportFilePanel } from './import-file-panel';
import { receiverCount } from './mailing-list-card';
import { MergeListForm } from './merge-list-form';
import { ReceiverForm } from './receiver-form';
import { ReceiverList } from './receiver-list';
import { ReceiverRow } from './receiver-row';
import { RenameListForm } from './rename-list-form';
import { SectionCard } from '../../../components/ui/section-card';

/** Receivers of an own list, each edited or deleted in place, with a form to add one. */
function EditableReceivers({ list }: { list: TMailingList }) {
  const addReceiver = useAddReceiver();
  const updateReceiver = useUpdateReceiver();
  const deleteReceiver = useDeleteReceiver();
  const listId = list.id;

  return (
    <SectionCard title={`Receivers (${list.receivers.length})`}>
      <ReceiverForm
        submitLabel="Add receiver"
        onSubmit={async (receiver) => {
          await addReceiver.mutateAsync({ listId, receiver });
          notifySuccess(MESSAGES.receiverAdded);
        }}
      />
      <ReceiverList
        label="Receivers"
        receivers={list.receivers}
        renderReceiver={(receiver) => (
          <ReceiverRow
            key={receiver.id}
            receiver={receiver}
            onSave={async (values) => {
              await updateReceiver.mutateAsync({ listId, receiverId: receiver.id!, receiver: values });
              notifySuccess(MESSAGES.receiverSaved);
            }}
            onDelete={() =>
              deleteReceiver.mutate(
                { listId, receiverId: receiver.id! },
                {
                  onSuccess: () => notifySuccess(MESSAGES.receiverDeleted),
                  onError: (error) => notifyError(errorMessage(error)),
                },
              )
            }
          />
        )}
      />
    </SectionCard>
  );
}

function ReadOnlyList({ list }: { list: TMailingList }) {
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {list.isDefault ? MESSAGES.defaultListReadOnly : receiverCount(list.receivers.length)}
      </Text>
      <SectionCard title={`Receivers (${list.receivers.length})`}>
        <ReceiverList
          label="Receivers"
          receivers={list.receivers}
          renderReceiver={(receiver, index) => <ReceiverRow key={receiver.id ?? index} receiver={receiver} />}
        />
      </SectionCard>
    </Stack>
  );
}

/**
 * `/messages/manage-lists/edit/{listId}`: an own list's name, receivers, merge, import and delete; a built-in
 * list (and any list for a role without manageEvents) read-only (§6).
 */
export function EditMailingListScreen() {
  const { listId = '' } = useParams();
  const list = useMailingList(listId);
  const canManage = useCan('manageEvents');
  const isEditable = canManage && list.data && !list.data.isDefault;

  return (
    <>
      <PageBreadcrumbs
        size="sm"
        items={[
          { label: 'Messages', to: '/messages' },
          { label: 'Manage lists', to: '/messages/manage-lists' },
          { label: list.data?.name ?? 'List' },
        ]}
      />
      <PageLayout
        title={list.data?.name ?? 'Mailing list'}
        size="sm"
        actions={isEditable ? <DeleteListButton listId={listId} /> : undefined}
      >
        {list.isPending ? (
          <Skeleton h={320} radius="lg" role="status" aria-label="Loading the list" />
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : isEditable ? (
          <Stack gap="lg">
            <SectionCard title="Name">
              <RenameListForm listId={listId} name={list.data.name} />
            </SectionCard>
            <SectionCard title="Import from a file">
              <ImportFilePanel listId={listId} receivers={list.data.receivers} />
            </SectionCard>
            <SectionCard title="Add another list">
              <MergeListForm listId={listId} />
            </SectionCard>
            <EditableReceivers list={list.data} />
          </Stack>
        ) : (
          <ReadOnlyList list={list.data} />
        )}
      </PageLayout>
    </>
  );
}
