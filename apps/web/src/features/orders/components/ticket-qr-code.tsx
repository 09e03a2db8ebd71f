import { Box, Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { orderKeys } from '../api/order-keys';

/** The code as an SVG data URL: sharp at any size and on any screen; `qrcode` loads with the first QR. */
async function qrSvgDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type TicketQrCodeProps = { value: string; label: string; size?: number };

/** A large QR code on white with a quiet zone, so door scanners read it even from a dimmed phone screen. */
export function TicketQrCode({ value, label, size = 260 }: TicketQrCodeProps) {
  const qr = useQuery({
    queryKey: orderKeys.qrSvg(value),
    queryFn: () => qrSvgDataUrl(value),
    staleTime: Infinity,
  });
  return (
    <Box
      bg="white"
      p={16}
      w="100%"
      maw={size + 32}
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      {qr.data ? (
        <Image src={qr.data} alt={label} w="100%" style={{ aspectRatio: '1 / 1' }} />
      ) : (
        <Skeleton w="100%" style={{ aspectRatio: '1 / 1' }} aria-label="Loading QR code" />
      )}
    </Box>
  );
}
