import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicActivityScreen } from '../features/activities/components/public-activity-screen';
import { PublicEventScreen } from '../features/activities/components/public-event-screen';
import { PublicTicketScreen } from '../features/orders/components/public-ticket-screen';
import { PublicOrganisationScreen } from '../features/organisations/components/public-organisation-screen';
import { RouteError } from './route-error';

/**
 * The customer's pages. The four a shared link opens are part of the entry, so the HTML preloads them and
 * the page paints with no second round of downloads; the steps after "Get tickets" load when reached.
 */
export const publicRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/e/:eventId', Component: PublicEventScreen },
      { path: '/a/:activityId', Component: PublicActivityScreen },
      { path: '/t/:externalId', Component: PublicTicketScreen },
      { path: '/o/:guid', Component: PublicOrganisationScreen },
      {
        path: '/checkout/:holdId',
        lazy: async () => ({
          Component: (await import('../features/orders/components/checkout-screen')).CheckoutScreen,
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
        path: '/u/:token',
        lazy: async () => ({
          Component: (await import('../features/messaging/components/unsubscribe-screen')).UnsubscribeScreen,
        }),
      },
    ],
  },
];

export const publicRouter = createBrowserRouter(publicRoutes);
