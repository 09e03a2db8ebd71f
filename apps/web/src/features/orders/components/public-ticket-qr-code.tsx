import { useEffect, useState } from 'react';
import { PublicSkeleton } from '../../../components/public/public-skeleton';

/** The code as an SVG data URL: sharp at any size and on any screen; `qrcode` loads with the first QR. */
async function qrSvgDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A large QR code on white with a quiet zone, so door scanners read it even from a dimmed phone screen. */
export function PublicTicketQrCode({ value, label }: { value: string; label: string }) {
  const [drawn, setDrawn] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void qrSvgDataUrl(value).then((url) => {
      if (isCurrent) setDrawn({ value, url });
    });
    return () => {
      isCurrent = false;
    };
  }, [value]);

  return (
    <div className="public-qr">
      {drawn?.value === value ? (
        <img src={drawn.url} alt={label} style={{ display: 'block', width: '100%', aspectRatio: '1 / 1' }} />
      ) : (
        <PublicSkeleton style={{ width: '100%', aspectRatio: '1 / 1' }} />
      )}
    </div>
  );
}
