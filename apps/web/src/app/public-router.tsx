import { createBrowserRouter, type RouteObject } from 'react-router';
import { withFirstScreenFallback } from './first-screen-fallback';
import { RouteError } from './route-error';

/**
 * The customer's pages after a landing page (public-landing.tsx): each screen loads when reached; the server
 * preloads the app's chunk with the page. Links to a landing page are full page loads, served with their data.
 */
export const publicRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/checkout/:holdId',
        lazy: async () => ({
          Component: (await import('../features/orders/components/checkout-screen')).CheckoutScreen,
        }),
      },
      {
        path: '/continue/:eventId',
        lazy: async () => ({
          Component: (await import('../features/embed/components/continue-checkout-screen'))
            .ContinueCheckoutScreen,
        }),
      },
      {
        path: '/pay/test/:orderId',
        lazy: async () => ({
          Component: (await import('../features/orders/components/test-payment-screen')).TestPaymentScreen,
        }),
      },
      {
        path: '/order/:orderId',
        lazy: async () => ({
          Component: (await import('../features/orders/components/order-confirmation-screen'))
            .OrderConfirmationScreen,
        }),
      },
      {
        path: '/waitlist/:entryId',
        lazy: async () => ({
          Component: (await import('../features/waitlist/components/waitlist-entry-screen'))
            .WaitlistEntryScreen,
        }),
      },
      {
        path: '/u/:token',
        lazy: async () => ({
          Component: (await import('../features/messaging/components/unsubscribe-screen')).UnsubscribeScreen,
        }),
      },
    ],
  },
];

export const publicRouter = createBrowserRouter(withFirstScreenFallback(publicRoutes));
