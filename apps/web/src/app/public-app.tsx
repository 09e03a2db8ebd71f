import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { seedPageData } from './page-data';
import { AppProvider } from './provider';
import { publicRouter } from './public-router';

// The server put the page's API answer in the HTML: the first render shows it, with no call and no skeleton.
seedPageData(queryClient, window.location.pathname);

/** The customer's pages (public.html): no dashboard shell, no session, no sign-in. */
export function PublicApp() {
  return (
    <AppProvider>
      <RouterProvider router={publicRouter} />
    </AppProvider>
  );
}
