import { Badge, Checkbox, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TMailingList, TReceiver } from '@usher/contract/mailing-lists';
import { EmailText } from '../../../components/ui/email-text';
import { isChosen, type TSelection } from './receiver-selection';
import { matchingReceivers } from './receiver-search';

/** Receivers shown at once: a list of 50,000 stays quick to open and to scroll on a phone. */
const RECEIVERS_PER_PAGE = 25;
/** A list longer than a page gets a search box: nobody pages through 2,000 pages for one address. */
const SEARCH_DEBOUNCE_MS = 200;

const receiverLabel = (receiver: TReceiver) =>
  [receiver.email, receiver.phone].filter(Boolean).join(' · ') || '—';

type ListReceiversProps = {
  id: string;
  list: TMailingList;
  selection: TSelection;
  onToggle: (index: number) => void;
};

/** One list's receivers, a page at a time, each with its checkbox; the unsubscribed shown but not choosable. */
export function ListReceivers({ id, list, selection, onToggle }: ListReceiversProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const matches = useMemo(() => matchingReceivers(list.receivers, query), [list.receivers, query]);
  const pages = Math.ceil(matches.length / RECEIVERS_PER_PAGE);
  const first = (page - 1) * RECEIVERS_PER_PAGE;
  const shown = matches.slice(first, first + RECEIVERS_PER_PAGE);

  return (
    <Stack id={id} gap="xs" pt="xs">
      {list.receivers.length === 0 ? (
        <Text size="sm" c="dimmed">
          This list has no receivers.
        </Text>
      ) : null}
      {list.receivers.length > RECEIVERS_PER_PAGE ? (
        <TextInput
          aria-label={`Find a receiver of ${list.name}`}
          placeholder="Find an email or phone"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      ) : null}
      {query && matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          No receiver of this list matches.
        </Text>
      ) : null}
      <Stack
        gap={0}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={`${list.name} receivers`}
      >
        {shown.map((index) => {
          const receiver = list.receivers[index]!;
          return (
            <li key={receiver.id ?? index}>
              <Group gap="xs" wrap="nowrap" justify="space-between" mih={36}>
                <Checkbox
                  label={
                    <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                      {receiver.email ? <EmailText span email={receiver.email} /> : null}
                      {receiver.email && receiver.phone ? ' · ' : null}
                      {receiver.phone ?? (receiver.email ? null : '—')}
                    </Text>
                  }
                  aria-label={receiverLabel(receiver)}
                  checked={isChosen(selection, list, index)}
                  disabled={receiver.unsubscribed}
                  onChange={() => onToggle(index)}
                  styles={{ root: { minWidth: 0, flex: 1 } }}
                />
                {receiver.unsubscribed ? (
                  <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                    Unsubscribed
                  </Badge>
                ) : null}
              </Group>
            </li>
          );
        })}
      </Stack>
      {pages > 1 ? (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {first + 1}–{first + shown.length} of {matches.length.toLocaleString('en-GB')}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={0}
            boundaries={1}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
