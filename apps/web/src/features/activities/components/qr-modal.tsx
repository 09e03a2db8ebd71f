import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { notifyError } from '../../../lib/notify';
import { downloadFile } from '../../../lib/download-file';
import { canShareFile, dataUrlToFile, qrJpegDataUrl } from './qr-image';

type QrModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the QR encodes; null while it loads. */
  value: string | null;
  fileName: string;
  /** Offer the phone's share sheet when it can take a file (the activity QR). */
  isShareable?: boolean;
};

/** A QR code as an image, downloaded as a .jpg file or shared as one. */
export function QrModal({ opened, onClose, title, value, fileName, isShareable = false }: QrModalProps) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!opened || !value) return;
    let isCurrent = true;
    qrJpegDataUrl(value).then(
      (url) => isCurrent && setDataUrl(url),
      () => isCurrent && notifyError(MESSAGES.downloadFailed),
    );
    return () => {
      isCurrent = false;
    };
  }, [opened, value]);

  const file = dataUrl && isShareable ? dataUrlToFile(dataUrl, fileName) : null;
  const canShare = file ? canShareFile(file) : false;

  const onDownload = () => {
    try {
      if (!dataUrl) throw new Error('QR not ready');
      downloadFile(dataUrlToFile(dataUrl, fileName));
    } catch {
      notifyError(MESSAGES.downloadFailed);
    }
  };

  const onShare = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notifyError(MESSAGES.downloadFailed);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Center bg="white" mih={260}>
          {dataUrl ? (
            <Image src={dataUrl} alt={`QR code for ${value ?? ''}`} w={260} h={260} fit="contain" />
          ) : (
            <Loader aria-label="Loading QR code" />
          )}
        </Center>
        {value ? (
          <Text size="xs" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
            {value}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {canShare ? (
            <Button leftSection={<IconShare size={16} aria-hidden />} onClick={onShare}>
              Share
            </Button>
          ) : (
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={onDownload}
              disabled={!dataUrl}
            >
              Download
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
