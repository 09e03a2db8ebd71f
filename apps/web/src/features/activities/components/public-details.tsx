import { Typography } from '@mantine/core';
import type { TAddress } from '@usher/contract/fields';

export function formatPublicAddress(address: TAddress | null): string | null {
  if (!address) return null;
  return [address.line1, address.line2, address.city, address.postCode, address.country]
    .filter(Boolean)
    .join(', ');
}

export function DescriptionHtml({ html }: { html: string }) {
  if (!html) return null;
  return (
    <Typography fz="sm">
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
