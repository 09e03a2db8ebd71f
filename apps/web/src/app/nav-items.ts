import {
  IconCalendarEvent,
  IconChartBar,
  IconCode,
  IconDiscount,
  IconHelpCircle,
  IconMail,
  IconSettings,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { can, type TCapability } from '@usher/contract/permissions';

export type NavItem = {
  label: string;
  to: string;
  capability: TCapability;
  icon: typeof IconCalendarEvent;
  /** Paths that light this entry up besides `to` and what lies under it. */
  alsoActiveOn?: readonly string[];
};

/** §2 menu entries in the spec's order; §6 decides who sees each. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Events',
    to: '/',
    capability: 'viewEvents',
    icon: IconCalendarEvent,
    alsoActiveOn: ['/activity'],
  },
  { label: 'Promo codes', to: '/codes', capability: 'manageEvents', icon: IconDiscount },
  {
    label: 'Promotion settings',
    to: '/promotion-settings',
    capability: 'manageOrganiserMarketing',
    icon: IconSpeakerphone,
  },
  {
    label: 'Settings',
    to: '/settings',
    capability: 'controlOrganisation',
    icon: IconSettings,
    alsoActiveOn: ['/create-organization'],
  },
  { label: 'Developers', to: '/developers', capability: 'controlOrganisation', icon: IconCode },
  { label: 'Analytics', to: '/analytics', capability: 'manageOrganiserMarketing', icon: IconChartBar },
  {
    label: 'FAQ',
    to: '/faq/organizer',
    capability: 'viewEvents',
    icon: IconHelpCircle,
    alsoActiveOn: ['/faq'],
  },
  { label: 'Messages', to: '/messages', capability: 'manageEvents', icon: IconMail },
];

export function visibleNavItems(permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => can(permissions, item.capability));
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/')
    return pathname === '/' || (item.alsoActiveOn ?? []).some((base) => isUnder(pathname, base));
  return [item.to, ...(item.alsoActiveOn ?? [])].some((base) => isUnder(pathname, base));
}
