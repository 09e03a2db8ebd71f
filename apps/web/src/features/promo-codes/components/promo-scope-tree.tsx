import { Button, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TPromoScope } from '@usher/contract/promo-code-form';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';
import { NONE, ScopeActivityRow } from './scope-tree-rows';

/** Activities rendered at once; 'Show more' adds as many again. */
const PAGE_SIZE = 50;

type PromoScopeTreeProps = {
  options: TPromoScopeOptions;
  scope: Exclude<TPromoScope, 'all'>;
  chosen: readonly string[];
  /** Stable across renders, so the memoised rows stay put. */
  onToggle: (id: string) => void;
};

/**
 * Activity → date → ticket type, future dates only: a search over activity names and lazy expansion, so 200
 * activities with 500 dates stay a few dozen rows until someone opens one.
 */
export function PromoScopeTree({ options, scope, chosen, onToggle }: PromoScopeTreeProps) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NONE);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const term = useDeferredValue(search.trim().toLowerCase());
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const matches = useMemo(
    () => options.activities.filter((activity) => activity.name.toLowerCase().includes(term)),
    [options.activities, term],
  );
  const toggleExpanded = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  if (options.activities.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        You have no dates to come. Add a date to an event first, or let the code apply to all organisation
        events.
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      <TextInput
        label="Search events"
        placeholder="Event name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setVisible(PAGE_SIZE);
        }}
        type="search"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {matches.length === options.activities.length
          ? `${matches.length} events with dates to come`
          : `${matches.length} of ${options.activities.length} events match`}
      </Text>
      <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
        <Stack gap={2} role="group" aria-label="Where the code applies">
          {matches.slice(0, visible).map((activity) => {
            const isExpanded = expanded.has(activity.id);
            return (
              <ScopeActivityRow
                key={activity.id}
                activity={activity}
                scope={scope}
                isChecked={chosenSet.has(activity.id)}
                isExpanded={isExpanded}
                chosen={isExpanded ? chosenSet : NONE}
                expanded={isExpanded ? expanded : NONE}
                onExpand={toggleExpanded}
                onChoose={onToggle}
              />
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      {matches.length > visible ? (
        <Group justify="center">
          <Button variant="default" size="xs" onClick={() => setVisible((count) => count + PAGE_SIZE)}>
            Show more ({matches.length - visible} more)
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
