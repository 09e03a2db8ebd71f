import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconLink, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, notifyError } from '../../../lib/notify';
import { getOrganisationLinksQueryOptions, useOrganisationLinks } from '../api/get-organisation-links';
import { copyText } from './copy-text';
import { QrModal } from './qr-modal';

/** Copy link for sharing and Show QR: the organiser's public page. */
export function OrganisationShareButtons() {
  const queryClient = useQueryClient();
  const [isQrOpen, setQrOpen] = useState(false);
  const links = useOrganisationLinks(isQrOpen);

  const onCopy = async () => {
    try {
      const { shortLink } = await queryClient.fetchQuery(getOrganisationLinksQueryOptions());
      await copyText(shortLink);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={onCopy}>
        Copy link for sharing
      </Button>
      <Button
        variant="default"
        leftSection={<IconQrcode size={16} aria-hidden />}
        onClick={() => setQrOpen(true)}
      >
        Show QR
      </Button>
      <QrModal
        opened={isQrOpen}
        onClose={() => setQrOpen(false)}
        title="Organizer QR code"
        value={links.data?.qrLink ?? null}
        fileName="organizer-qr.jpg"
      />
    </>
  );
}
