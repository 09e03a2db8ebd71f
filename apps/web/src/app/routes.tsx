import type { RouteObject } from 'react-router';
import type { TCapability } from '@usher/contract/permissions';
import { RouteError } from './route-error';

/** Every screen is its own chunk: the sign-in page and the events list never load editors, pickers or the scanner. */
const guarded = (capability: TCapability, children: RouteObject[]): RouteObject => ({
  // Lazy too: the guard's panels stay out of the entry, and load beside the screen they guard.
  lazy: async () => {
    const { RequireCapability } = await import('./require-capability');
    return { Component: () => <RequireCapability capability={capability} /> };
  },
  children,
});

const EVENT = 'activity/:activityId/event/:eventId';

/** The customer's landing pages: public.html serves them in production, index.html on the dev server. */
const LANDING_PATHS = ['/e/:eventId', '/a/:activityId', '/t/:externalId', '/o/:guid'];

const landingRoute = (path: string): RouteObject => ({
  path,
  errorElement: <RouteError />,
  lazy: async () => ({ Component: (await import('./landing-route')).LandingRoute }),
});

export const routes: RouteObject[] = [
  {
    path: '/sign-in',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/auth/components/sign-in-screen')).SignInScreen,
    }),
  },
  {
    path: '/checkout/:holdId',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/orders/components/checkout-screen')).CheckoutScreen,
    }),
  },
  {
    path: '/pay/test/:orderId',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/orders/components/test-payment-screen')).TestPaymentScreen,
    }),
  },
  {
    path: '/order/:orderId',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/orders/components/order-confirmation-screen'))
        .OrderConfirmationScreen,
    }),
  },
  {
    path: '/waitlist/:entryId',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/waitlist/components/waitlist-entry-screen')).WaitlistEntryScreen,
    }),
  },
  {
    path: '/u/:token',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/messaging/components/unsubscribe-screen')).UnsubscribeScreen,
    }),
  },
  // The door crew's page (issue 30 §2): no account, no dashboard shell, only the link's door.
  ...(['scan', 'guests'] as const).map((screen): RouteObject => ({
    path: screen === 'scan' ? '/door/:token' : '/door/:token/guests',
    errorElement: <RouteError />,
    lazy: async () => {
      const { CrewDoorScreen } = await import('../features/check-in/components/crew-door-screen');
      return { Component: () => <CrewDoorScreen screen={screen} /> };
    },
  })),
  ...LANDING_PATHS.map(landingRoute),
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./dashboard-layout')).DashboardLayout }),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          guarded('viewEvents', [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../features/activities/components/activities-screen'))
                  .ActivitiesScreen,
              }),
            },
            {
              path: 'activity/:activityId/manage',
              lazy: async () => {
                const [{ ManageActivityScreen }, { WaitlistSettingsSection }] = await Promise.all([
                  import('../features/activities/components/manage-activity-screen'),
                  import('../features/waitlist/components/waitlist-settings-section'),
                ]);
                return {
                  Component: () => (
                    <ManageActivityScreen
                      waitlistSettings={(activity) => <WaitlistSettingsSection activityId={activity.id} />}
                    />
                  ),
                };
              },
            },
            {
              // Door links (issue 30 §1) show on the check-in home only to ROLE_MASTER or ROLE_admin.
              path: `${EVENT}/check-in`,
              lazy: async () => {
                const [{ CheckInHomeScreen }, { DoorLinksSection }] = await Promise.all([
                  import('../features/check-in/components/check-in-home-screen'),
                  import('../features/door-links/components/door-links-section'),
                ]);
                return {
                  Component: () => (
                    <CheckInHomeScreen
                      doorLinksSection={(event) => (
                        <DoorLinksSection eventId={event.id} ticketTypes={event.ticketVariantCards} />
                      )}
                    />
                  ),
                };
              },
            },
            {
              // Every role opens a date; the screen is read-only without manageEvents (§6). Its sales section
              // shows only to ROLE_MASTER or ROLE_admin (viewSales), and so does its waiting list (manageWaitlist).
              path: `${EVENT}/edit`,
              lazy: async () => {
                const [{ EventScreen }, { EventSalesSection }, { WaitlistSection }] = await Promise.all([
                  import('../features/events/components/event-screen'),
                  import('../features/orders/components/event-sales-section'),
                  import('../features/waitlist/components/waitlist-section'),
                ]);
                return {
                  Component: () => (
                    <EventScreen
                      salesSection={(event) => (
                        <EventSalesSection eventId={event.id} activityId={event.activityId} />
                      )}
                      waitlistSection={(event) => <WaitlistSection eventId={event.id} />}
                    />
                  ),
                };
              },
            },
            {
              path: `${EVENT}/ticket/:ticketId/edit`,
              lazy: async () => ({
                Component: (await import('../features/ticket-variants/components/ticket-screen'))
                  .TicketScreen,
              }),
            },
            {
              path: 'door',
              lazy: async () => ({
                Component: (await import('../features/check-in/components/door-start-screen'))
                  .DoorStartScreen,
              }),
            },
            {
              path: 'faq/:startMode',
              lazy: async () => ({
                Component: (await import('../features/faq/components/faq-screen')).FaqScreen,
              }),
            },
            {
              path: 'faq',
              lazy: async () => ({
                Component: (await import('../features/faq/components/faq-screen')).FaqScreen,
              }),
            },
            {
              path: 'dev-mailbox',
              lazy: async () => ({
                Component: (await import('../features/messaging/components/dev-mailbox-screen'))
                  .DevMailboxScreen,
              }),
            },
          ]),
          guarded('manageEvents', [
            {
              path: 'activity/create',
              lazy: async () => ({
                Component: (await import('../features/activities/components/activity-form-screen'))
                  .CreateActivityScreen,
              }),
            },
            {
              path: 'activity/:activityId/edit',
              lazy: async () => ({
                Component: (await import('../features/activities/components/activity-form-screen'))
                  .EditActivityScreen,
              }),
            },
            {
              path: 'activity/:activityId/event/create',
              lazy: async () => ({
                Component: (await import('../features/events/components/event-screen')).EventScreen,
              }),
            },
            {
              path: `${EVENT}/ticket/create`,
              lazy: async () => ({
                Component: (await import('../features/ticket-variants/components/ticket-screen'))
                  .TicketScreen,
              }),
            },
            {
              path: 'codes',
              lazy: async () => ({
                Component: (await import('../features/promo-codes/components/promo-codes-screen'))
                  .PromoCodesScreen,
              }),
            },
            {
              path: 'codes/create',
              lazy: async () => ({
                Component: (await import('../features/promo-codes/components/promo-code-create-screen'))
                  .PromoCodeCreateScreen,
              }),
            },
            {
              path: 'codes/:codeId',
              lazy: async () => ({
                Component: (await import('../features/promo-codes/components/promo-code-detail-screen'))
                  .PromoCodeDetailScreen,
              }),
            },
            {
              path: 'messages',
              lazy: async () => ({
                Component: (await import('../features/messaging/components/messages-screen')).MessagesScreen,
              }),
            },
            {
              path: 'messages/send-message',
              lazy: async () => ({
                Component: (await import('../features/messaging/components/send-message-screen'))
                  .SendMessageScreen,
              }),
            },
            {
              path: 'messages/manage-lists',
              lazy: async () => ({
                Component: (await import('../features/messaging/components/manage-lists-screen'))
                  .ManageListsScreen,
              }),
            },
            {
              path: 'messages/manage-lists/create',
              lazy: async () => ({
                Component: (await import('../features/messaging/components/create-mailing-list-screen'))
                  .CreateMailingListScreen,
              }),
            },
            {
              path: 'messages/manage-lists/edit/:listId',
              lazy: async () => ({
                Component: (await import('../features/messaging/components/edit-mailing-list-screen'))
                  .EditMailingListScreen,
              }),
            },
          ]),
          guarded('checkIn', [
            {
              path: `${EVENT}/check-in/scan-qr`,
              lazy: async () => ({
                Component: (await import('../features/check-in/components/scan-qr-screen')).ScanQrScreen,
              }),
            },
            {
              path: `${EVENT}/check-in/guests`,
              lazy: async () => ({
                Component: (await import('../features/check-in/components/guest-list-screen'))
                  .GuestListScreen,
              }),
            },
          ]),
          guarded('manageOrganiserMarketing', [
            {
              path: `${EVENT}/free-cash-tickets`,
              lazy: async () => ({
                Component: (await import('../features/orders/components/free-cash-tickets-screen'))
                  .FreeCashTicketsScreen,
              }),
            },
            {
              path: 'analytics',
              lazy: async () => ({
                Component: (await import('../features/organisations/components/analytics-screen'))
                  .AnalyticsScreen,
              }),
            },
            {
              path: 'promotion-settings',
              lazy: async () => ({
                Component: (await import('../features/organisations/components/promotion-settings-screen'))
                  .PromotionSettingsScreen,
              }),
            },
          ]),
          guarded('viewSales', [
            {
              path: `${EVENT}/orders`,
              lazy: async () => ({
                Component: (await import('../features/orders/components/orders-screen')).OrdersScreen,
              }),
            },
          ]),
          guarded('controlOrganisation', [
            {
              path: 'settings',
              lazy: async () => ({
                Component: (await import('./settings-page')).SettingsPage,
              }),
            },
            {
              path: 'developers',
              lazy: async () => ({
                Component: (await import('./developers-page')).DevelopersPage,
              }),
            },
            {
              path: 'create-organization',
              lazy: async () => ({
                Component: (await import('../features/organisations/components/create-organisation-screen'))
                  .CreateOrganisationScreen,
              }),
            },
          ]),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../components/ui/not-found')).NotFound }),
          },
        ],
      },
    ],
  },
];
