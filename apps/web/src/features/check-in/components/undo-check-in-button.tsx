import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { TGuest } from '@usher/contract/check-in';

type UndoCheckInButtonProps = { guest: TGuest; onUndoCheckIn: (guest: TGuest) => void };

/** Under a checked-in guest's details: opens the undo dialog, which asks why. */
export function UndoCheckInButton({ guest, onUndoCheckIn }: UndoCheckInButtonProps) {
  return (
    <Button
      mt="sm"
      h={44}
      variant="light"
      color="red"
      leftSection={<IconArrowBackUp size={18} aria-hidden />}
      onClick={() => onUndoCheckIn(guest)}
    >
      Undo check-in
    </Button>
  );
}
