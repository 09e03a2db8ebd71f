import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { takeNextPageNotice } from '../lib/next-page-notice';
import { notifySuccess } from '../lib/notify';
import { AppProvider } from './provider';
import { publicRouter } from './public-router';

/** The customer's steps after "Get tickets" (checkout, payment, order) and the unsubscribe page. */
export function PublicApp() {
  useEffect(() => {
    // "Get tickets" left the toast for this page: the landing page has no toasts of its own.
    const notice = takeNextPageNotice();
    if (notice) notifySuccess(notice);
  }, []);

  return (
    <AppProvider>
      <RouterProvider router={publicRouter} />
    </AppProvider>
  );
}
