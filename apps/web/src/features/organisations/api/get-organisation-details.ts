import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrganisationDetails } from '@usher/contract/organisations';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './organisation-keys';

export function getOrganisationDetails(): Promise<TOrganisationDetails> {
  return api.get<TOrganisationDetails>('/api/client/organization-details');
}

export function getOrganisationDetailsQueryOptions() {
  return queryOptions({ queryKey: organisationKeys.details(), queryFn: getOrganisationDetails });
}

export function useOrganisationDetails() {
  return useQuery(getOrganisationDetailsQueryOptions());
}
