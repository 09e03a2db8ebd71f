import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateOrganisationRequest } from '@usher/contract/organisations';
import { api } from '../../../lib/api-client';
import { reloadForOrganiser, switchOrganisation } from './switch-organisation';

type TCreateOrganisationResponse = { guid: string };

export function createOrganisation(body: TCreateOrganisationRequest): Promise<TCreateOrganisationResponse> {
  return api.post<TCreateOrganisationResponse>('/api/client/manage-org/org/create', body);
}

/** §4: creating an organiser switches to it (by guid) and reloads the user; the screen then goes to /settings. */
export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateOrganisationRequest) => {
      const { guid } = await createOrganisation(body);
      await switchOrganisation(guid);
      return guid;
    },
    onSuccess: () => reloadForOrganiser(queryClient),
  });
}
