import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLink, IconQrcode } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError } from '../../../lib/notify';
import type { TActivityLinks } from '../api/get-activity-links';
import { copyText } from './copy-text';
import { HintTooltip } from './hint-tooltip';
import { QrModal } from './qr-modal';

type ShareLinkButtonsProps = {
  activityName: string;
  isPublished: boolean;
  /** Fetched once published; null while loading. */
  links: TActivityLinks | null;
  linksError?: unknown;
};

type ShareButtonProps = {
  isPublished: boolean;
  /** Published, but the links are still on their way: a click now would have nothing to copy. */
  isLoading: boolean;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  onBlocked: () => void;
};

/** Looks disabled until published, but stays clickable so a click can say why (§4). */
function ShareButton({ isPublished, isLoading, icon, children, onClick, onBlocked }: ShareButtonProps) {
  return (
    <HintTooltip label={MESSAGES.publishFirst} disabled={isPublished}>
      <Button
        variant="default"
        leftSection={icon}
        data-disabled={isPublished ? undefined : true}
        aria-disabled={!isPublished}
        loading={isLoading}
        onClick={isPublished ? onClick : onBlocked}
      >
        {children}
      </Button>
    </HintTooltip>
  );
}

/** Short link, long link and QR of a published activity. */
export function ShareLinkButtons({ activityName, isPublished, links, linksError }: ShareLinkButtonsProps) {
  const [isBlockedOpen, setBlockedOpen] = useState(false);
  const [isQrOpen, setQrOpen] = useState(false);

  const copy = (pick: (value: TActivityLinks) => string) => () => {
    if (links) return void copyText(pick(links));
    notifyError(linksError ? errorMessage(linksError) : MESSAGES.serverError);
  };
  const blocked = () => setBlockedOpen(true);
  const isLoading = isPublished && !links && !linksError;

  return (
    <>
      <Group gap="xs">
        <ShareButton
          isPublished={isPublished}
          isLoading={isLoading}
          icon={<IconLink size={16} aria-hidden />}
          onClick={copy((value) => value.shortLink)}
          onBlocked={blocked}
        >
          Short link
        </ShareButton>
        <ShareButton
          isPublished={isPublished}
          isLoading={isLoading}
          icon={<IconExternalLink size={16} aria-hidden />}
          onClick={copy((value) => value.link)}
          onBlocked={blocked}
        >
          Long link
        </ShareButton>
        <ShareButton
          isPublished={isPublished}
          isLoading={isLoading}
          icon={<IconQrcode size={16} aria-hidden />}
          onClick={() => setQrOpen(true)}
          onBlocked={blocked}
        >
          QR code
        </ShareButton>
      </Group>
      <Modal
        opened={isBlockedOpen}
        onClose={() => setBlockedOpen(false)}
        title="Not published"
        centered
        radius="lg"
      >
        <Stack>
          <Text>{MESSAGES.publishToCopy}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setBlockedOpen(false)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
      <QrModal
        opened={isQrOpen}
        onClose={() => setQrOpen(false)}
        title="Event QR code"
        value={links?.qrLink ?? null}
        fileName={`${activityName.replace(/[^\w-]+/g, '-').slice(0, 40) || 'event'}-qr.jpg`}
        isShareable
      />
    </>
  );
}
