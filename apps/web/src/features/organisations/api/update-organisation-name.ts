import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/current-user';
import { organisationKeys } from './organisation-keys';

type Input = { guid: string; name: string };

export function updateOrganisationName({ guid, name }: Input): Promise<unknown> {
  return api.post(`/api/client/manage-org/org/${encodeURIComponent(guid)}/name`, { name });
}

/** The name shows in the organiser switcher too, so the user is reloaded with the details. */
export function useUpdateOrganisationName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationName,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organisationKeys.details() }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]),
  });
}
