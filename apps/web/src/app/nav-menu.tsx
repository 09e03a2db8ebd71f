import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, type NavItem } from './nav-items';

type NavMenuProps = { items: NavItem[]; onNavigate: () => void };

export function NavMenu({ items, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {items.map((item) => {
        const isActive = isNavItemActive(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
          />
        );
      })}
    </Stack>
  );
}
