import '../components/public/public-page.css';
import { lazy, type ReactElement } from 'react';
import type { TPublicOrganisation } from '@usher/contract/organisations';
import type { TPublicTicket } from '@usher/contract/orders';
import type { TPublicActivity, TPublicEvent } from '@usher/contract/public-event';
import { EmbedFrame } from '../components/public/embed-frame';

/** Loaded when a customer opens it: its checks bring the phone library, which the date's page does not need. */
const JoinWaitlistForm = lazy(async () => ({
  default: (await import('../features/waitlist/components/join-waitlist-form')).JoinWaitlistForm,
}));

/**
 * The pages a shared link opens, each its own chunk: a page loads only its own screen, which the server preloads
 * beside the entry (public-pages.json, written by build/public-pages-plugin.ts). `data` is the API answer the
 * server embedded in the HTML, as that page's API call returns it.
 */
const LANDING_PAGES: [RegExp, (id: string, data: unknown) => Promise<ReactElement>][] = [
  [
    /^\/e\/([^/]+)\/?$/,
    async (id, data) => {
      const { PublicEventScreen } = await import('../features/activities/components/public-event-screen');
      return (
        <PublicEventScreen
          eventId={id}
          initial={data as TPublicEvent | undefined}
          joinWaitlistForm={JoinWaitlistForm}
        />
      );
    },
  ],
  [
    /^\/a\/([^/]+)\/?$/,
    async (id, data) => {
      const { PublicActivityScreen } =
        await import('../features/activities/components/public-activity-screen');
      return <PublicActivityScreen activityId={id} initial={data as TPublicActivity | undefined} />;
    },
  ],
  [
    /^\/t\/([^/]+)\/?$/,
    async (id, data) => {
      const { PublicTicketScreen } = await import('../features/orders/components/public-ticket-screen');
      return <PublicTicketScreen externalId={id} initial={data as TPublicTicket | undefined} />;
    },
  ],
  [
    /^\/o\/([^/]+)\/?$/,
    async (id, data) => {
      const { PublicOrganisationScreen } =
        await import('../features/organisations/components/public-organisation-screen');
      return <PublicOrganisationScreen guid={id} initial={data as TPublicOrganisation | undefined} />;
    },
  ],
];

const EMBED_PREFIX = '/embed';
/** A date, an activity or a shop window inside an organiser's website (issue 29 §3): never a ticket. */
const EMBEDDED_PAGE = /^\/embed\/[eao]\//;

/**
 * The landing screen of `pathname` (embedded: `/embed/e/{eventId}`…) with the page's data (read by `pageData` only for a landing page), or null for
 * the app's other pages. The browser reads the data embedded in the HTML; the server renders from the same data.
 */
export function landingScreen(pathname: string, pageData: () => unknown): Promise<ReactElement> | null {
  const isEmbedded = EMBEDDED_PAGE.test(pathname);
  const landingPath = isEmbedded ? pathname.slice(EMBED_PREFIX.length) : pathname;
  for (const [pattern, screen] of LANDING_PAGES) {
    const id = pattern.exec(landingPath)?.[1];
    if (!id) continue;
    const page = screen(decodeURIComponent(id), pageData());
    return isEmbedded ? page.then((element) => <EmbedFrame>{element}</EmbedFrame>) : page;
  }
  return null;
}
