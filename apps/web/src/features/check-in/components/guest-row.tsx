import { Badge, Box, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import type { TGuest } from '@usher/contract/check-in';
import { GuestDetailsList } from './guest-details-list';
import { guestLabel } from './guest-details';

type GuestRowProps = {
  guest: TGuest;
  customFieldLabels: readonly (string | null)[];
  onManualCheckIn: (guest: TGuest) => void;
};

/**
 * One ticket on a phone: who, which ticket, and Manual check in (or a Checked in badge) in one line of about
 * 60 px; a tap on the guest opens every other field below. Memoised: a refresh re-renders only changed guests.
 */
export const GuestRow = memo(function GuestRow({ guest, customFieldLabels, onManualCheckIn }: GuestRowProps) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();

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
          mih={44}
          style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6 }}
        >
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} truncate>
              {guestLabel(guest)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {guest.ticketVariantName} · {guest.ticketIndex} of {guest.groupIndex}
              <VisuallyHidden>, Checked In: {guest.checkedIn ? 'Yes' : 'No'}</VisuallyHidden>
            </Text>
          </Box>
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ flexShrink: 0, transform: isOpen ? 'rotate(180deg)' : undefined }}
          />
        </UnstyledButton>
        {guest.checkedIn ? (
          <Badge
            color="teal"
            variant="light"
            size="lg"
            tt="none"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
          >
            Checked in
          </Badge>
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
      {isOpen ? (
        <Box id={detailsId} pt="xs" pb={6}>
          <GuestDetailsList guest={guest} customFieldLabels={customFieldLabels} />
        </Box>
      ) : null}
    </Box>
  );
});
