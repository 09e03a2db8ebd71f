import { AppShell, Burger, Group, ScrollArea, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { Logo } from '../components/ui/logo';
import { SkipLink, skipTargetProps } from '../components/ui/skip-link';
import { useUser } from '../lib/current-user';
import { useHydrated } from '../lib/use-hydrated';
import { NavMenu } from './nav-menu';
import { visibleNavItems } from './nav-items';
import { OrganiserSwitcher } from './organiser-switcher';
import { UserMenu } from './user-menu';

export function DashboardShell() {
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const { data: user } = useUser();
  // Drawn by the server, the page shows before React handles taps: until then its buttons are off, not dead.
  const isHydrated = useHydrated();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              disabled={!isHydrated}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Link to="/" aria-label="Usher home" style={{ color: 'inherit', textDecoration: 'none' }}>
              <Logo hideNameOnPhones />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {user ? (
              <>
                <OrganiserSwitcher user={user} disabled={!isHydrated} />
                <UserMenu user={user} disabled={!isHydrated} />
              </>
            ) : (
              <Skeleton h={36} w={160} radius="md" />
            )}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          {user ? <NavMenu items={visibleNavItems(user.permissions)} onNavigate={close} /> : null}
        </AppShell.Section>
        <AppShell.Section>
          <Text size="xs" c="dimmed" px="sm" pt="sm">
            All times are shown in London time.
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)" {...skipTargetProps}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
