import type { TGuest } from '@usher/contract/check-in';
import { GUEST_CUSTOM_FIELD_KEYS, customFieldValues } from '@usher/contract/custom-fields';
import { formatAddress } from '@usher/contract/address-format';
import { formatLondon } from '@usher/contract/london-format';

/** How the ticket's order was sold (issue 16 §3). */
const CHANNEL_NAMES: Record<TGuest['channel'], string> = {
  online: 'Online',
  cash: 'Cash',
  free: 'Free',
  test: 'Test payment',
};

export type TGuestDetail = {
  label: string;
  value: string;
  href?: string;
  /** An email: may break after its '@' rather than mid-word. */
  isEmail?: boolean;
  /** A long value (email, address): on a line of its own under its label, as wide as the details. */
  isWide?: boolean;
};

/** 'Ticket 2 of 3': the ticket's number in its order (§2). */
export const ticketNumber = (guest: TGuest) => `Ticket ${guest.ticketIndex} of ${guest.groupIndex}`;

/** The guest's name, or the order reference when the activity asked for no name. */
export const guestLabel = (guest: TGuest) => guest.guestName ?? guest.orderReference;

/** 'Yes, 01 Jul 2026, 19:41' or 'No' (§2 Checked In Yes/No, with when in London time). */
export const checkedInText = (guest: TGuest) =>
  guest.checkedIn ? `Yes${guest.checkedInAt ? `, ${formatLondon(guest.checkedInAt)}` : ''}` : 'No';

/** The activity's questions answered by this guest, labelled by the organiser's own question names. */
export function customAnswers(
  guest: TGuest,
  customFieldLabels: readonly (string | null)[],
): { label: string; value: string | null }[] {
  return customFieldValues(guest, GUEST_CUSTOM_FIELD_KEYS).flatMap((value, index) => {
    const label = customFieldLabels[index];
    // A question the organiser has since removed still shows the answer a guest gave to it.
    if (!label && !value) return [];
    return [{ label: label ?? `Question ${index + 1}`, value }];
  });
}

/**
 * Every §2 guest-card field, in the order the door needs them: the details a row opens to. Unknown optional
 * fields are left out, so a phone shows only what is known.
 */
export function guestDetails(guest: TGuest, customFieldLabels: readonly (string | null)[]): TGuestDetail[] {
  const details: TGuestDetail[] = [
    { label: 'Checked In', value: checkedInText(guest) },
    ...(guest.checkedIn && guest.checkedInBy ? [{ label: 'Checked in by', value: guest.checkedInBy }] : []),
    { label: 'Ticket', value: ticketNumber(guest) },
    { label: 'Ticket type', value: guest.ticketVariantName },
  ];
  if (guest.guestPhone)
    details.push({ label: 'Phone', value: guest.guestPhone, href: `tel:${guest.guestPhone}` });
  if (guest.guestEmail)
    details.push({
      label: 'Email',
      value: guest.guestEmail,
      href: `mailto:${guest.guestEmail}`,
      isEmail: true,
      isWide: true,
    });
  const address = formatAddress(guest.addressDto);
  if (address) details.push({ label: 'Address', value: address, isWide: true });
  for (const answer of customAnswers(guest, customFieldLabels)) {
    if (answer.value) details.push({ label: answer.label, value: answer.value });
  }
  details.push({ label: 'Order reference', value: guest.orderReference });
  if (guest.appliedPromo) details.push({ label: 'Promo code', value: guest.appliedPromo });
  details.push({ label: 'Sold', value: CHANNEL_NAMES[guest.channel] });
  details.push({ label: 'Ticket link', value: 'Open ticket', href: guest.ticketUrl });
  return details;
}
