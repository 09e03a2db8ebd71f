import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useAddList } from '../api/add-list';
import { useMyMailingLists } from '../api/get-my-mailing-lists';

/** Adds another list's receivers (own or built-in) to this one; those already here are skipped. */
export function MergeListForm({ listId }: { listId: string }) {
  const lists = useMyMailingLists();
  const addList = useAddList();
  const [sourceListId, setSource] = useState<string | null>(null);
  const option = (list: { id: string; name: string; receivers: unknown[] }) => ({
    value: list.id,
    label: `${list.name} (${list.receivers.length})`,
  });
  const data = [
    {
      group: 'My mailing lists',
      items: (lists.data?.userMailingLists ?? []).filter((list) => list.id !== listId).map(option),
    },
    { group: 'Built-in lists', items: (lists.data?.defaultMailingLists ?? []).map(option) },
  ].filter((group) => group.items.length > 0);

  const onMerge = () => {
    if (!sourceListId) return;
    addList.mutate(
      { targetListId: listId, sourceListId },
      {
        onSuccess: ({ added, duplicates }) => {
          notifySuccess(MESSAGES.listsMerged(added, duplicates));
          setSource(null);
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label="List to add"
        placeholder={data.length === 0 ? 'No other lists' : 'Choose a list'}
        data={data}
        value={sourceListId}
        onChange={setSource}
        disabled={data.length === 0}
        style={{ flex: 1, minWidth: 0 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button onClick={onMerge} disabled={!sourceListId} loading={addList.isPending}>
        Add list
      </Button>
    </Group>
  );
}
