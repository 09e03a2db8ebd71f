import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TActivity } from '@usher/contract/activities';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** Long link, QR link and short link of a published activity (the API answers 409 while unpublished). */
export type TActivityLinks = { link: string; qrLink: string; shortLink: string };

export async function getActivityLinks(id: string): Promise<TActivityLinks> {
  const path = encodeURIComponent(id);
  const [social, short] = await Promise.all([
    api.get<{ link: string; qrLink: string }>(`/api/client/social/activity/${path}`),
    api.get<{ result: string }>(`/api/client/short-links/activity/${path}`),
  ]);
  return { link: social.link, qrLink: social.qrLink, shortLink: short.result };
}

export function getActivityLinksQueryOptions(id: string) {
  return queryOptions({ queryKey: activityKeys.links(id), queryFn: () => getActivityLinks(id) });
}

/** Fetched only while the activity is published. */
export function useActivityLinks(activity: Pick<TActivity, 'id' | 'isPublished'> | undefined) {
  return useQuery({
    ...getActivityLinksQueryOptions(activity?.id ?? ''),
    enabled: Boolean(activity?.isPublished),
  });
}
