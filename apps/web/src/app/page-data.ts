import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getPublicActivityQueryOptions } from '../features/activities/api/get-public-activity';
import { getPublicEventQueryOptions } from '../features/activities/api/get-public-event';
import { getPublicTicketQueryOptions } from '../features/orders/api/get-public-ticket';
import { getPublicOrganisationQueryOptions } from '../features/organisations/api/get-public-organisation';

/** The element the server writes a public page's API answer into (apps/api/src/plugins/page-head.ts). */
const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Each page the server embeds data for, and the query that data answers. */
const PAGES: [RegExp, (id: string) => QueryKey][] = [
  [/^\/e\/([^/]+)\/?$/, (id) => getPublicEventQueryOptions(id).queryKey],
  [/^\/a\/([^/]+)\/?$/, (id) => getPublicActivityQueryOptions(id).queryKey],
  [/^\/o\/([^/]+)\/?$/, (id) => getPublicOrganisationQueryOptions(id).queryKey],
  [/^\/t\/([^/]+)\/?$/, (id) => getPublicTicketQueryOptions(id).queryKey],
];

/** Puts the page's embedded answer in the query cache, as if its query had just run; nothing when absent. */
export function seedPageData(queryClient: QueryClient, pathname: string): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  for (const [pattern, keyOf] of PAGES) {
    const id = pattern.exec(pathname)?.[1];
    if (id) queryClient.setQueryData(keyOf(decodeURIComponent(id)), JSON.parse(element.textContent));
  }
  element.remove();
}
