import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What can no longer be changed once tickets are sold: a normal state of a form, said in grey as a note, not in red
 * as an error or announced as an alert.
 */
export function LockedNote({ children, radius }: { children: ReactNode; radius?: 'lg' }) {
  return (
    <Alert color="gray" variant="light" radius={radius} role="note" icon={<IconLock size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}
