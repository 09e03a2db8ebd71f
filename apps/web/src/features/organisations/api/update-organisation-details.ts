import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateOrganisationDetailsRequest } from '@usher/contract/organisations';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './organisation-keys';

/** A partial update: fields left out stay as they are. */
export function updateOrganisationDetails(body: TUpdateOrganisationDetailsRequest): Promise<unknown> {
  return api.post('/api/client/organization-details/update', body);
}

export function useUpdateOrganisationDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.details() }),
  });
}
