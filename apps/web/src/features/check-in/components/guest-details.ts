import type { TGuest } from '@usher/contract/check-in';
import { formatLondon } from '@usher/contract/london-time';

export type TGuestDetail = { label: string; value: string; href?: string };

const CUSTOM_FIELDS = [
  'guestCustomField1',
  'guestCustomField2',
  'guestCustomField3',
  'guestCustomField4',
  'guestCustomField5',
] as const;

function formatGuestAddress(address: TGuest['addressDto']): string | null {
  if (!address) return null;
  return [address.line1, address.line2, address.city, address.postCode, address.country]
    .filter(Boolean)
    .join(', ');
}

/**
 * The §2 guest card's lines, in the order the door needs them. Empty optional fields are left out so a phone
 * screen shows only what is known; the activity's custom questions are labelled by their own names.
 */
export function guestDetails(guest: TGuest, customFieldLabels: readonly (string | null)[]): TGuestDetail[] {
  const details: TGuestDetail[] = [
    { label: 'Ticket', value: `Ticket ${guest.ticketIndex} of ${guest.groupIndex}` },
    { label: 'Ticket type', value: guest.ticketVariantName },
    { label: 'Order reference', value: guest.orderReference },
  ];
  if (guest.checkedInAt) details.push({ label: 'Checked in at', value: formatLondon(guest.checkedInAt) });
  if (guest.guestPhone)
    details.push({ label: 'Phone', value: guest.guestPhone, href: `tel:${guest.guestPhone}` });
  if (guest.guestEmail)
    details.push({ label: 'Email', value: guest.guestEmail, href: `mailto:${guest.guestEmail}` });
  const address = formatGuestAddress(guest.addressDto);
  if (address) details.push({ label: 'Address', value: address });
  if (guest.appliedPromo) details.push({ label: 'Promo code', value: guest.appliedPromo });
  CUSTOM_FIELDS.forEach((field, index) => {
    const value = guest[field];
    if (value) details.push({ label: customFieldLabels[index] ?? `Custom field ${index + 1}`, value });
  });
  details.push({ label: 'Ticket link', value: 'Open ticket', href: guest.ticketUrl });
  return details;
}
