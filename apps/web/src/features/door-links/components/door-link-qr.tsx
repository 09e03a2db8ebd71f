import { Box, Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The link as an SVG data URL; `qrcode` loads with the first one shown. */
async function qrSvgDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The link as a QR code for the crew's phones to scan off the organiser's screen. Drawn in the component, not
 * kept in the query cache: the link is a secret shown once.
 */
export function DoorLinkQr({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void qrSvgDataUrl(url).then((dataUrl) => {
      if (isCurrent) setImage(dataUrl);
    });
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return (
    <Box
      bg="white"
      p={16}
      w="100%"
      maw={292}
      mx="auto"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      {image ? (
        <Image src={image} alt="QR code of the door link" w="100%" style={{ aspectRatio: '1 / 1' }} />
      ) : (
        <Skeleton w="100%" style={{ aspectRatio: '1 / 1' }} aria-label="Loading QR code" />
      )}
    </Box>
  );
}
