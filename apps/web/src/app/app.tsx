import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { router } from './router';

/**
 * A 401 from a signed-in call means the session ended: forget its data (the door's offline copy too) and sign in
 * again, then come back.
 */
setUnauthorizedHandler(() => {
  const { pathname, search } = window.location;
  if (pathname.startsWith('/sign-in')) return;
  queryClient.removeQueries();
  // Loaded on demand: the door's IndexedDB code stays out of the dashboard's first download.
  void import('../features/check-in/offline/door-store').then((door) => door.wipeDoor()).catch(() => {});
  void router.navigate(`/sign-in?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`, {
    replace: true,
  });
});

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
