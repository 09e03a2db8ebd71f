import { Box, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import type { TGuest } from '@usher/contract/check-in';
import { CheckedInBadge } from './checked-in-badge';
import { GuestDetailsList } from './guest-details-list';
import { UndoCheckInButton } from './undo-check-in-button';
import { guestLabel, ticketNumber } from './guest-details';

type GuestRowProps = {
  guest: TGuest;
  customFieldLabels: readonly (string | null)[];
  onManualCheckIn: (guest: TGuest) => void;
  onUndoCheckIn: (guest: TGuest) => void;
};

/**
 * One ticket on a phone: who and Manual check in (or a Checked in badge), then which ticket of which order on a
 * line as wide as the row, about 70 px in all; a tap on the guest opens every other field below. Memoised: a refresh re-renders only changed guests.
 */
export const GuestRow = memo(function GuestRow({
  guest,
  customFieldLabels,
  onManualCheckIn,
  onUndoCheckIn,
}: GuestRowProps) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const ticketId = useId();

  return (
    <Box
      component="li"
      pl="xs"
      pr={6}
      py={6}
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        borderLeft: `4px solid var(--mantine-color-${guest.checkedIn ? 'teal-6' : 'gray-3'})`,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <UnstyledButton
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={detailsId}
          aria-describedby={ticketId}
          mih={44}
          style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6 }}
        >
          <Text fw={600} truncate style={{ flex: 1, minWidth: 0 }}>
            {guestLabel(guest)}
            <VisuallyHidden>, Checked In: {guest.checkedIn ? 'Yes' : 'No'}</VisuallyHidden>
          </Text>
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ flexShrink: 0, transform: isOpen ? 'rotate(180deg)' : undefined }}
          />
        </UnstyledButton>
        {guest.checkedIn ? (
          <CheckedInBadge label="Checked in" checkedInAt={guest.checkedInAt} size="lg" />
        ) : (
          <Button
            variant="light"
            size="sm"
            h={44}
            px={10}
            onClick={() => onManualCheckIn(guest)}
            style={{ flexShrink: 0 }}
          >
            Manual check in
          </Button>
        )}
      </Group>
      {/* The whole width of the row, under the name and the button: four Oliver Bennetts are four orders. */}
      <Text id={ticketId} size="xs" c="dimmed" pb={2} truncate="end">
        {guest.ticketVariantName} · {ticketNumber(guest)} · Order {guest.orderReference}
      </Text>
      {isOpen ? (
        <Box id={detailsId} pt="xs" pb={6}>
          <GuestDetailsList guest={guest} customFieldLabels={customFieldLabels} />
          {guest.checkedIn ? <UndoCheckInButton guest={guest} onUndoCheckIn={onUndoCheckIn} /> : null}
        </Box>
      ) : null}
    </Box>
  );
});
