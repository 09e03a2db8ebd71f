import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { useHydrated } from '../lib/use-hydrated';
import { cssVariablesResolver, theme } from './theme';
import './focus-ring.css';
import './phone-toasts.css';
import './touch-targets.css';

/**
 * The toasts' container and its transitions load after the first paint: no toast shows before a screen has, and
 * one asked for meanwhile waits in the notifications store until the container mounts. A page the server drew
 * mounts it once React has taken the page over, so the server's render never waits for it.
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

type AppProviderProps = {
  children: ReactNode;
  /** The server renders each page with a query client of its own, never the browser's shared one. */
  client?: QueryClient;
};

/** Phones: below Mantine's `sm`, where a toast at the top covers the checkout's countdown and the heading. */
const PHONE_QUERY = '(max-width: 47.99em)';

export function AppProvider({ children, client = queryClient }: AppProviderProps) {
  const isHydrated = useHydrated();
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        {isHydrated ? (
          <Suspense fallback={null}>
            <Notifications position={isPhone ? 'bottom-center' : 'top-right'} zIndex={1000} />
          </Suspense>
        ) : null}
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
