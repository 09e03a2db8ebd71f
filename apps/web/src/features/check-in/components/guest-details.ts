import type { TGuest } from '@usher/contract/check-in';
import { GUEST_CUSTOM_FIELD_KEYS, customFieldValues } from '@usher/contract/custom-fields';
import { formatAddress } from '@usher/contract/fields';
import { formatLondon } from '@usher/contract/london-time';

export type TGuestDetail = { label: string; value: string; href?: string };

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
  const address = formatAddress(guest.addressDto);
  if (address) details.push({ label: 'Address', value: address });
  if (guest.appliedPromo) details.push({ label: 'Promo code', value: guest.appliedPromo });
  customFieldValues(guest, GUEST_CUSTOM_FIELD_KEYS).forEach((value, index) => {
    if (value) details.push({ label: customFieldLabels[index] ?? `Custom field ${index + 1}`, value });
  });
  details.push({ label: 'Ticket link', value: 'Open ticket', href: guest.ticketUrl });
  return details;
}
