import { Anchor, Button, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { memo, useId, useMemo, useState } from 'react';
import type { TGuest } from '@usher/contract/check-in';
import { GUEST_CUSTOM_FIELD_KEYS, customFieldValues } from '@usher/contract/custom-fields';
import { CheckedInBadge } from './checked-in-badge';
import { GuestDetailsList } from './guest-details-list';
import { UndoCheckInButton } from './undo-check-in-button';
import { guestLabel } from './guest-details';

/** Name, ticket type, ticket, order reference, email, and checked in with the check-in button. */
const FIXED_COLUMNS = 6;

type GuestTableRowProps = {
  guest: TGuest;
  customFieldLabels: readonly (string | null)[];
  /** Positions of the activity's questions (the custom fields with a name), one column each. */
  questionIndexes: readonly number[];
  onManualCheckIn: (guest: TGuest) => void;
  onUndoCheckIn: (guest: TGuest) => void;
};

/** One ticket as a table row; its name opens every other field in a row below. Memoised like the phone row. */
const GuestTableRow = memo(function GuestTableRow({
  guest,
  customFieldLabels,
  questionIndexes,
  onManualCheckIn,
  onUndoCheckIn,
}: GuestTableRowProps) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const answers = customFieldValues(guest, GUEST_CUSTOM_FIELD_KEYS);

  return (
    <>
      <Table.Tr>
        <Table.Td>
          <UnstyledButton
            onClick={() => setOpen((open) => !open)}
            aria-expanded={isOpen}
            aria-controls={detailsId}
            fz="sm"
            style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ flexShrink: 0, transform: isOpen ? undefined : 'rotate(-90deg)' }}
            />
            {guestLabel(guest)}
          </UnstyledButton>
        </Table.Td>
        <Table.Td>{guest.ticketVariantName}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {guest.ticketIndex} of {guest.groupIndex}
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{guest.orderReference}</Table.Td>
        <Table.Td maw={180}>
          {guest.guestEmail ? (
            // One line per guest; the whole address is in its title and in the details.
            <Anchor
              href={`mailto:${guest.guestEmail}`}
              inherit
              truncate="end"
              display="block"
              title={guest.guestEmail}
            >
              {guest.guestEmail}
            </Anchor>
          ) : null}
        </Table.Td>
        {questionIndexes.map((index) => (
          <Table.Td key={index}>{answers[index]}</Table.Td>
        ))}
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {guest.checkedIn ? (
            <CheckedInBadge label="Yes" checkedInAt={guest.checkedInAt} />
          ) : (
            // Not in yet: under 'Checked In', the button is the 'No'.
            <Button size="compact-sm" variant="light" onClick={() => onManualCheckIn(guest)}>
              Manual check in
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {isOpen ? (
        <Table.Tr id={detailsId} bg="var(--mantine-color-gray-0)">
          <Table.Td colSpan={FIXED_COLUMNS + questionIndexes.length} py="sm" px="lg">
            <GuestDetailsList guest={guest} customFieldLabels={customFieldLabels} />
            {guest.checkedIn ? <UndoCheckInButton guest={guest} onUndoCheckIn={onUndoCheckIn} /> : null}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
});

type GuestTableProps = {
  guests: TGuest[];
  customFieldLabels: readonly (string | null)[];
  onManualCheckIn: (guest: TGuest) => void;
  onUndoCheckIn: (guest: TGuest) => void;
};

/**
 * The guest list on a desktop: one line per ticket, so staff compare guests down a column. The phone number
 * and the rest open in the row below a guest's name.
 */
export function GuestTable({ guests, customFieldLabels, onManualCheckIn, onUndoCheckIn }: GuestTableProps) {
  const questionIndexes = useMemo(
    () => customFieldLabels.flatMap((label, index) => (label ? [index] : [])),
    [customFieldLabels],
  );
  return (
    <Table.ScrollContainer minWidth={720 + questionIndexes.length * 120}>
      <Table verticalSpacing={6} horizontalSpacing={8} highlightOnHover fz="sm" aria-label="Guests">
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Ticket type</Table.Th>
            <Table.Th>Ticket</Table.Th>
            <Table.Th>Order reference</Table.Th>
            <Table.Th>Email</Table.Th>
            {questionIndexes.map((index) => (
              <Table.Th key={index}>{customFieldLabels[index]}</Table.Th>
            ))}
            <Table.Th>Checked In</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {guests.map((guest) => (
            <GuestTableRow
              key={guest.ticketExternalId}
              guest={guest}
              customFieldLabels={customFieldLabels}
              questionIndexes={questionIndexes}
              onManualCheckIn={onManualCheckIn}
              onUndoCheckIn={onUndoCheckIn}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
