import { ActionIcon, Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { formatLondon } from '@usher/contract/london-format';
import type { TPromoScope } from '@usher/contract/promo-code-form';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';
import { formatPrice } from '@usher/contract/price-format';

export type TScopeActivity = TPromoScopeOptions['activities'][number];
export type TScopeDate = TScopeActivity['events'][number];

type ToggleProps = {
  label: string;
  isExpanded: boolean;
  onToggle: () => void;
};

/** Shows or hides a row's children; the children are only rendered while shown. */
function ExpandButton({ label, isExpanded, onToggle }: ToggleProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={onToggle}
      aria-expanded={isExpanded}
      aria-label={label}
    >
      <IconChevronRight
        size={18}
        aria-hidden
        style={{ transform: isExpanded ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
      />
    </ActionIcon>
  );
}

/** A row's own line: a checkbox when its level is the one being chosen, its name otherwise. */
function RowLine({
  label,
  detail,
  isChoosable,
  isChecked,
  onCheck,
  expand,
}: {
  label: string;
  detail?: string;
  isChoosable: boolean;
  isChecked: boolean;
  onCheck: () => void;
  expand?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap" mih={36}>
      {expand ?? <Box w={28} style={{ flexShrink: 0 }} />}
      {isChoosable ? (
        <Checkbox
          label={label}
          description={detail}
          checked={isChecked}
          onChange={onCheck}
          styles={{ label: { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {label}
          {detail ? (
            <Text span size="xs" c="dimmed">
              {' '}
              · {detail}
            </Text>
          ) : null}
        </Text>
      )}
    </Group>
  );
}

/** Handed to collapsed rows, so that a choice elsewhere leaves them as they are (memo). */
export const NONE: ReadonlySet<string> = new Set();

type DateRowProps = {
  date: TScopeDate;
  scope: TPromoScope;
  isChecked: boolean;
  isExpanded: boolean;
  /** The chosen ids below this row: NONE while it is collapsed. */
  chosen: ReadonlySet<string>;
  onExpand: (id: string) => void;
  onChoose: (id: string) => void;
};

export const ScopeDateRow = memo(function ScopeDateRow({
  date,
  scope,
  isChecked,
  isExpanded,
  chosen,
  onExpand,
  onChoose,
}: DateRowProps) {
  const label = formatLondon(date.startAt);
  const hasTickets = scope === 'ticketVariants';
  return (
    <Stack gap={2}>
      <RowLine
        label={label}
        detail={`${date.ticketVariants.length} ticket ${date.ticketVariants.length === 1 ? 'type' : 'types'}`}
        isChoosable={scope === 'events'}
        isChecked={isChecked}
        onCheck={() => onChoose(date.id)}
        expand={
          hasTickets ? (
            <ExpandButton
              label={`Ticket types of ${label}`}
              isExpanded={isExpanded}
              onToggle={() => onExpand(date.id)}
            />
          ) : undefined
        }
      />
      {hasTickets && isExpanded ? (
        <Stack gap={2} pl={32}>
          {date.ticketVariants.length === 0 ? (
            <Text size="xs" c="dimmed" pl={32}>
              No ticket types yet.
            </Text>
          ) : (
            date.ticketVariants.map((variant) => (
              <RowLine
                key={variant.id}
                label={variant.name}
                detail={formatPrice(variant.price)}
                isChoosable
                isChecked={chosen.has(variant.id)}
                onCheck={() => onChoose(variant.id)}
              />
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
});

type ActivityRowProps = Omit<DateRowProps, 'date'> & {
  activity: TScopeActivity;
  /** Expanded dates of this activity: NONE while it is collapsed. */
  expanded: ReadonlySet<string>;
};

/** An activity; its dates render only once it is expanded, each a memoised row. */
export const ScopeActivityRow = memo(function ScopeActivityRow({
  activity,
  scope,
  isChecked,
  isExpanded,
  chosen,
  expanded,
  onExpand,
  onChoose,
}: ActivityRowProps) {
  const hasDates = scope !== 'activities';
  const dates = `${activity.events.length} ${activity.events.length === 1 ? 'date' : 'dates'} to come`;
  return (
    <Stack gap={2}>
      <RowLine
        label={activity.name}
        detail={dates}
        isChoosable={scope === 'activities'}
        isChecked={isChecked}
        onCheck={() => onChoose(activity.id)}
        expand={
          hasDates ? (
            <ExpandButton
              label={`Dates of ${activity.name}`}
              isExpanded={isExpanded}
              onToggle={() => onExpand(activity.id)}
            />
          ) : undefined
        }
      />
      {hasDates && isExpanded ? (
        <Stack gap={2} pl={32}>
          {activity.events.map((date) => (
            <ScopeDateRow
              key={date.id}
              date={date}
              scope={scope}
              isChecked={chosen.has(date.id)}
              isExpanded={expanded.has(date.id)}
              chosen={expanded.has(date.id) ? chosen : NONE}
              onExpand={onExpand}
              onChoose={onChoose}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
});
