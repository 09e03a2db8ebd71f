import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../events/api/event-keys';

type TVariantList = { variants: TTicketVariant[] };

/** A date's ticket types with their orders and live reservations (the figures the §4 quantity rules need). */
export function getEventVariants(eventId: string): Promise<TVariantList> {
  return api.get<TVariantList>(`/api/client/event/${encodeURIComponent(eventId)}/variants`);
}

/** Under the date's key, so whatever refreshes the date refreshes its ticket counters too. */
export function getEventVariantsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.variants(eventId),
    queryFn: () => getEventVariants(eventId),
  });
}

export function useEventVariants(eventId: string) {
  return useQuery(getEventVariantsQueryOptions(eventId));
}
