import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, visibleNavItems } from './nav-items';

const labels = (permissions: string[]) => visibleNavItems(permissions).map((item) => item.label);

describe('menu visibility (§6)', () => {
  it('shows the owner every entry in the spec order', () => {
    expect(labels(['ROLE_MASTER', 'organization.control'])).toEqual([
      'Events',
      'Promo codes',
      'Promotion settings',
      'Settings',
      'Developers',
      'Analytics',
      'FAQ',
      'Messages',
    ]);
  });

  it('hides Settings from a master without organisation control', () => {
    expect(labels(['ROLE_MASTER'])).not.toContain('Settings');
    expect(labels(['ROLE_MASTER'])).not.toContain('Developers');
    expect(labels(['ROLE_MASTER'])).toContain('Analytics');
  });

  it('shows an admin events, promo codes, FAQ and messages', () => {
    expect(labels(['ROLE_admin'])).toEqual(['Events', 'Promo codes', 'FAQ', 'Messages']);
  });

  it('shows door staff only Events and FAQ', () => {
    expect(labels(['ROLE_controller'])).toEqual(['Events', 'FAQ']);
  });
});

describe('active entry', () => {
  const byLabel = (label: string) => NAV_ITEMS.find((item) => item.label === label)!;

  it('lights Events on the list and on activity screens only', () => {
    expect(isNavItemActive(byLabel('Events'), '/')).toBe(true);
    expect(isNavItemActive(byLabel('Events'), '/activity/3/manage')).toBe(true);
    expect(isNavItemActive(byLabel('Events'), '/codes')).toBe(false);
  });

  it('lights FAQ on both tabs and Settings on create organizer', () => {
    expect(isNavItemActive(byLabel('FAQ'), '/faq/client')).toBe(true);
    expect(isNavItemActive(byLabel('Settings'), '/create-organization')).toBe(true);
    expect(isNavItemActive(byLabel('Promo codes'), '/codes/create')).toBe(true);
    expect(isNavItemActive(byLabel('Promo codes'), '/codesx')).toBe(false);
  });
});
