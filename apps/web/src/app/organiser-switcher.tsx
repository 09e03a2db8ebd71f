import { Button, Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconPlus, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TUser } from '@usher/contract/user';
import { can } from '@usher/contract/permissions';
import { useSwitchOrganisation } from '../features/organisations/api/switch-organisation';
import { errorMessage, notifyError } from '../lib/notify';

/**
 * The current organiser's name; the menu lists the user's organisers and switches between them. `disabled` while
 * the page is server markup React does not handle yet.
 */
export function OrganiserSwitcher({ user, disabled = false }: { user: TUser; disabled?: boolean }) {
  const switchOrganisation = useSwitchOrganisation();
  const current = user.currentOrg;
  const canCreate = can(user.permissions, 'controlOrganisation');

  const choose = (guid: string) => {
    if (guid === current?.guid) return;
    switchOrganisation.mutate(guid, { onError: (error) => notifyError(errorMessage(error)) });
  };

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          radius="md"
          leftSection={<IconBuildingStore size={16} aria-hidden />}
          rightSection={<IconSelector size={14} aria-hidden />}
          loading={switchOrganisation.isPending}
          disabled={disabled}
          maw={{ base: 170, xs: 260 }}
          styles={{ label: { minWidth: 0, flex: 1, display: 'flex', alignItems: 'center' } }}
        >
          <Text span inherit style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {current?.name ?? 'No organiser'}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your organisers</Menu.Label>
        {user.organizations.map((organisation) => {
          const isCurrent = organisation.guid === current?.guid;
          return (
            <Menu.Item
              key={organisation.guid}
              onClick={() => choose(organisation.guid)}
              rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : null}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <Text size="sm" fw={isCurrent ? 600 : 400} truncate>
                {organisation.name}
              </Text>
            </Menu.Item>
          );
        })}
        {canCreate ? (
          <>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to="/create-organization"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Create new organizer
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
