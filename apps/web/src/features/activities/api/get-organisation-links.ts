import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** The organiser's short link (shared from the list) and the link its QR encodes. */
export type TOrganisationLinks = { link: string; qrLink: string; shortLink: string };

export async function getOrganisationLinks(): Promise<TOrganisationLinks> {
  const [social, short] = await Promise.all([
    api.get<{ link: string; qrLink: string }>('/api/client/social/org'),
    api.get<{ result: string }>('/api/client/short-links/org'),
  ]);
  return { link: social.link, qrLink: social.qrLink, shortLink: short.result };
}

export function getOrganisationLinksQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.organisationLinks(),
    queryFn: getOrganisationLinks,
    staleTime: 300_000,
  });
}

export function useOrganisationLinks(enabled = true) {
  return useQuery({ ...getOrganisationLinksQueryOptions(), enabled });
}
