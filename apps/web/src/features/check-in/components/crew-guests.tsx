import { Alert, Badge, Box, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { TDoorGuest } from '@usher/contract/door';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notify, notifyError } from '../../../lib/notify';
import { useCheckInManuallyAtDoor } from '../api/check-in-at-door';
import { DOOR_SEARCH_MIN_LENGTH, useDoorGuests } from '../api/search-door-guests';
import { useUndoAtDoor } from '../api/undo-at-door';
import { ManualCheckInConfirm } from './manual-check-in-confirm';
import { UndoReasonDialog } from './undo-reason-dialog';

type CrewGuestsProps = {
  token: string;
  /** A 401 ends the door on this phone: the link was revoked or expired. */
  onClosed: (message: string) => void;
};

const ticketLine = (guest: TDoorGuest) =>
  `${guest.guestName}, ${guest.ticketVariantName}, ticket ${guest.ticketNumber}`;

const isClosedError = (error: unknown) => isApiError(error) && error.status === 401;

function CrewGuest({
  guest,
  onCheckIn,
  onUndo,
}: {
  guest: TDoorGuest;
  onCheckIn: (guest: TDoorGuest) => void;
  onUndo: (guest: TDoorGuest) => void;
}) {
  const isIn = guest.checkedInAt !== null;
  return (
    <Box
      component="li"
      py="xs"
      pl="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        borderLeft: `4px solid var(--mantine-color-${isIn ? 'teal-6' : 'gray-3'})`,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {guest.guestName}
          </Text>
          <Text size="sm" c="dimmed">
            {guest.ticketVariantName} · {guest.orderReference} · ticket {guest.ticketNumber}
          </Text>
          {isIn ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Checked in {formatLondon(guest.checkedInAt!)}
              {guest.checkedInBy ? ` by ${guest.checkedInBy}` : ''}
            </Text>
          ) : null}
        </Stack>
        {isIn ? (
          <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
            In
          </Badge>
        ) : null}
      </Group>
      {isIn ? (
        <Button
          mt="xs"
          h={44}
          variant="light"
          color="red"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={() => onUndo(guest)}
          aria-label={`Undo check-in of ${guest.guestName}`}
        >
          Undo check-in
        </Button>
      ) : (
        <Button mt="xs" h={44} onClick={() => onCheckIn(guest)} aria-label={`Check in ${guest.guestName}`}>
          Check in
        </Button>
      )}
    </Box>
  );
}

/**
 * The crew's guest search (issue 30 §2): at least 3 characters of a name, phone digits or order reference, at
 * most 20 of the link's guests; check one in by hand, or undo a check-in with a reason.
 */
export function CrewGuests({ token, onClosed }: CrewGuestsProps) {
  const [search, setSearch] = useState('');
  const [checkingIn, setCheckingIn] = useState<TDoorGuest | null>(null);
  const [undoing, setUndoing] = useState<TDoorGuest | null>(null);
  const guests = useDoorGuests(token, search);
  const checkIn = useCheckInManuallyAtDoor(token);
  const undo = useUndoAtDoor(token);
  const isLongEnough = search.trim().length >= DOOR_SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (isClosedError(guests.error)) onClosed(errorMessage(guests.error));
  }, [guests.error, onClosed]);

  const closeOr = (error: unknown, other: () => void) =>
    isClosedError(error) ? onClosed(errorMessage(error)) : other();

  const confirmCheckIn = () => {
    if (!checkingIn) return;
    checkIn.mutate(checkingIn.ticketId, {
      onSuccess: (answer) => notify(answer.color, answer.message),
      onError: (error) => closeOr(error, () => notifyError(errorMessage(error))),
      onSettled: () => setCheckingIn(null),
    });
  };

  let results;
  if (!isLongEnough) {
    results = <Text c="dimmed">{MESSAGES.doorSearchTooShort}</Text>;
  } else if (guests.isError && !isClosedError(guests.error)) {
    results = (
      <Alert color="red" variant="light">
        {errorMessage(guests.error)}
      </Alert>
    );
  } else if (!guests.data) {
    results = <Loader mx="auto" />;
  } else if (guests.data.guests.length === 0) {
    results = <Text c="dimmed">No guest of this door matches.</Text>;
  } else {
    results = (
      <Box component="ul" aria-label="Guests" m={0} p={0} style={{ listStyle: 'none' }}>
        {guests.data.guests.map((guest) => (
          <CrewGuest key={guest.ticketId} guest={guest} onCheckIn={setCheckingIn} onUndo={setUndoing} />
        ))}
      </Box>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        size="lg"
        label="Find a guest"
        placeholder="Name, phone or order reference"
        leftSection={<IconSearch size={20} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoComplete="off"
      />
      {results}
      <ManualCheckInConfirm
        isOpen={checkingIn !== null}
        ticketLine={checkingIn ? ticketLine(checkingIn) : null}
        isPending={checkIn.isPending}
        onConfirm={confirmCheckIn}
        onClose={() => setCheckingIn(null)}
      />
      <UndoReasonDialog
        ticketLine={
          undoing
            ? `${ticketLine(undoing)}${undoing.checkedInBy ? `, checked in by ${undoing.checkedInBy}` : ''}`
            : null
        }
        reasonDescription="Kept in the check-in log with this phone's name."
        doneMessage={undoing ? `Check-in undone: ${undoing.guestName}` : ''}
        isPending={undo.isPending}
        onUndo={(reason, callbacks) => {
          if (!undoing) return;
          undo.mutate(
            { ticketId: undoing.ticketId, reason },
            {
              onSuccess: callbacks.onSuccess,
              onError: (error) => closeOr(error, () => callbacks.onError(error)),
            },
          );
        }}
        onClose={() => setUndoing(null)}
      />
    </Stack>
  );
}
