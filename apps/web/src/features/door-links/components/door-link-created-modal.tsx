import { Alert, Button, CopyButton, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TCreatedDoorLink } from '@usher/contract/door-links';
import { MESSAGES } from '@usher/contract/messages';
import { DoorLinkQr } from './door-link-qr';

type DoorLinkCreatedModalProps = { link: TCreatedDoorLink | null; onClose: () => void };

/** The new link, shown this once as a QR code and an address to copy: the server keeps only its token's hash. */
export function DoorLinkCreatedModal({ link, onClose }: DoorLinkCreatedModalProps) {
  return (
    <Modal
      opened={link !== null}
      onClose={onClose}
      title={link ? `Door link “${link.name}”` : 'Door link'}
      centered
      radius="lg"
    >
      {link ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="status">
            {MESSAGES.doorLinkCreated}
          </Alert>
          <DoorLinkQr url={link.url} />
          <Text size="sm" c="dimmed" ta="center">
            Crew scan this code with their phone camera, or you send them the link.
            {link.hasPin ? ' They will need the PIN too: send it separately.' : ''}
          </Text>
          <TextInput
            label="Door link"
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', minHeight: 44 } }}
          />
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button
                h={44}
                fullWidth
                onClick={copy}
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button h={44} variant="default" fullWidth onClick={onClose}>
            Done
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
