import { ActionIcon, Avatar, Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TUser } from '@usher/contract/user';
import { useLogOut } from '../features/auth/api/log-out';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError } from '../lib/notify';

/** The account's menu; `disabled` while the page is server markup React does not handle yet. */
export function UserMenu({ user, disabled = false }: { user: TUser; disabled?: boolean }) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  const initial = (user.name || user.email).slice(0, 1).toUpperCase();

  // The door's offline copy goes with the session: tickets of a date never stay on a signed-out device. Scans
  // made offline are sent first; while some cannot be, signing out would lose them, so it waits.
  const signOut = async () => {
    // Loaded on demand: the door's IndexedDB code stays out of the dashboard's first download.
    const [sync, store] = await Promise.all([
      import('../features/check-in/offline/door-sync'),
      import('../features/check-in/offline/door-store'),
    ]);
    const waiting = await sync.sendWaitingScans().catch(() => 0);
    if (waiting > 0) {
      notifyError(MESSAGES.doorScansKeepSignedIn(waiting));
      return;
    }
    logOut.mutate(undefined, {
      onSuccess: async () => {
        await store.wipeDoor().catch(() => {});
        await navigate('/sign-in', { replace: true });
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" radius="xl" size={38} aria-label="Account" disabled={disabled}>
          <Avatar radius="xl" size={34} color="indigo" variant="filled">
            {initial}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
