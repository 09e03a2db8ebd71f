import type { TDoorLink } from '@usher/contract/door-links';
import { formatLondon } from '@usher/contract/london-format';
import type { TTicketTypeOption } from './door-link-form';

/** The ticket types a link admits by name; none chosen means all of the date's. */
export function ticketTypesText(link: TDoorLink, ticketTypes: readonly TTicketTypeOption[]): string {
  if (link.ticketVariantIds.length === 0) return 'All ticket types';
  const names = new Map(ticketTypes.map((type) => [type.id, type.name]));
  return link.ticketVariantIds.map((id) => names.get(id) ?? 'Removed ticket type').join(', ');
}

/** When the link lets the crew in, in London time. */
export function windowText({ validFrom, validUntil }: TDoorLink): string {
  if (validFrom && validUntil) return `${formatLondon(validFrom)} – ${formatLondon(validUntil)}`;
  if (validFrom) return `From ${formatLondon(validFrom)}`;
  if (validUntil) return `Until ${formatLondon(validUntil)}`;
  return 'Any time';
}

export const lastUseText = (link: TDoorLink) =>
  link.lastUsedAt ? formatLondon(link.lastUsedAt) : 'Not used yet';

export type TDoorLinkState = { label: string; color: string; isOpen: boolean };

/** Whether the crew can use the link now, and why not. */
export function doorLinkState(link: TDoorLink, now = Date.now()): TDoorLinkState {
  if (link.revokedAt) return { label: 'Revoked', color: 'red', isOpen: false };
  if (link.validUntil && Date.parse(link.validUntil) <= now)
    return { label: 'Expired', color: 'gray', isOpen: false };
  if (link.validFrom && Date.parse(link.validFrom) > now)
    return { label: 'Not valid yet', color: 'yellow', isOpen: true };
  return { label: 'Active', color: 'teal', isOpen: true };
}
