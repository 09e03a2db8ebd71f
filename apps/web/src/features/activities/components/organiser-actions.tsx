import { ActionIcon, Box, Button, Group, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconDots, IconLink, IconPlus, IconQrcode, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../lib/current-user';
import { useHydrated } from '../../../lib/use-hydrated';
import { errorMessage, notifyError } from '../../../lib/notify';
import { getOrganisationLinksQueryOptions, useOrganisationLinks } from '../api/get-organisation-links';
import { copyText } from './copy-text';
import { QrModal } from './qr-modal';

/**
 * The events list's actions (§2): Organizer settings, Copy link for sharing and Show QR (the organiser's public
 * page), and Add New Event. On a phone the first three share one menu, so the heading, the tabs and the first
 * card fit the first screen.
 */
export function OrganiserActions() {
  const queryClient = useQueryClient();
  const canManage = useCan('manageEvents');
  const canControl = useCan('controlOrganisation');
  const [isQrOpen, setQrOpen] = useState(false);
  const links = useOrganisationLinks(isQrOpen);
  // Buttons, not links: a tap on the server's markup before React handles it would be lost, so they wait.
  const isHydrated = useHydrated();

  const copyLink = async () => {
    try {
      const { shortLink } = await queryClient.fetchQuery(getOrganisationLinksQueryOptions());
      await copyText(shortLink);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const showQr = () => setQrOpen(true);

  return (
    <Group gap={6} wrap="nowrap">
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        {canControl ? (
          <Button
            component={Link}
            to="/settings"
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Organizer settings
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={copyLink}
          disabled={!isHydrated}
        >
          Copy link for sharing
        </Button>
        <Button
          variant="default"
          leftSection={<IconQrcode size={16} aria-hidden />}
          onClick={showQr}
          disabled={!isHydrated}
        >
          Show QR
        </Button>
      </Group>
      <Box hiddenFrom="sm">
        <Menu position="bottom-end" width={240} shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="default"
              size={36}
              aria-label="Organizer links and settings"
              disabled={!isHydrated}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {canControl ? (
              <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
                Organizer settings
              </Menu.Item>
            ) : null}
            <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={copyLink}>
              Copy link for sharing
            </Menu.Item>
            <Menu.Item leftSection={<IconQrcode size={16} aria-hidden />} onClick={showQr}>
              Show QR
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Box>
      {canManage ? (
        <Button
          component={Link}
          to="/activity/create"
          leftSection={<IconPlus size={16} aria-hidden />}
          px={{ base: 12, sm: 18 }}
        >
          Add New Event
        </Button>
      ) : null}
      <QrModal
        opened={isQrOpen}
        onClose={() => setQrOpen(false)}
        title="Organizer QR code"
        value={links.data?.qrLink ?? null}
        fileName="organizer-qr.jpg"
      />
    </Group>
  );
}
