import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicOrganisation } from '@usher/contract/organisations';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './organisation-keys';

export function getPublicOrganisation(guid: string): Promise<TPublicOrganisation> {
  return api.get<TPublicOrganisation>(`/api/public/organization/${encodeURIComponent(guid)}`);
}

export function getPublicOrganisationQueryOptions(guid: string) {
  return queryOptions({
    queryKey: organisationKeys.public(guid),
    queryFn: () => getPublicOrganisation(guid),
  });
}

export function usePublicOrganisation(guid: string) {
  return useQuery(getPublicOrganisationQueryOptions(guid));
}
