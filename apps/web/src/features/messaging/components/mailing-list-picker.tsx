import { ActionIcon, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { TMailingList } from '@usher/contract/mailing-lists';
import { ListReceivers } from './list-receivers';
import { countChoosable, countChosen, listState, type TSelection } from './receiver-selection';

type ListCardProps = {
  list: TMailingList;
  selection: TSelection;
  onToggleList: (list: TMailingList) => void;
  onToggleReceiver: (list: TMailingList, index: number) => void;
};

/** A list with its checkbox (indeterminate when partly chosen) and its receivers behind an expander. */
function ListCard({ list, selection, onToggleList, onToggleReceiver }: ListCardProps) {
  const [isOpen, setOpen] = useState(false);
  const receiversId = useId();
  const choosable = useMemo(() => countChoosable(list), [list]);
  const state = listState(selection, list, choosable);
  const chosen = countChosen(selection, list, choosable);

  return (
    <Paper withBorder radius="md" px="md" py="xs" component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Checkbox
          label={
            <Stack gap={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {list.name}
              </Text>
              <Text size="xs" c="dimmed">
                {chosen.toLocaleString('en-GB')} of {list.receivers.length.toLocaleString('en-GB')} chosen
              </Text>
            </Stack>
          }
          aria-label={list.name}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={choosable === 0}
          onChange={() => onToggleList(list)}
          styles={{ root: { minWidth: 0, flex: 1 } }}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Show receivers of ${list.name}`}
          aria-expanded={isOpen}
          aria-controls={receiversId}
          onClick={() => setOpen((open) => !open)}
        >
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </ActionIcon>
      </Group>
      {/* Rendered only while open: a closed list of 50,000 costs nothing. */}
      {isOpen ? (
        <ListReceivers
          id={receiversId}
          list={list}
          selection={selection}
          onToggle={(index) => onToggleReceiver(list, index)}
        />
      ) : null}
    </Paper>
  );
}

type MailingListPickerProps = Omit<ListCardProps, 'list'> & { title: string; lists: TMailingList[] };

/** One group of lists (the user's own, or the built-in ones) with their checkboxes. */
export function MailingListPicker({ title, lists, ...props }: MailingListPickerProps) {
  const headingId = useId();
  if (lists.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text id={headingId} component="h2" fw={700} fz="md" m={0}>
        {title}
      </Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {lists.map((list) => (
          <ListCard key={list.id} list={list} {...props} />
        ))}
      </Stack>
    </Stack>
  );
}
