import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDoorLink } from '@usher/contract/door-links';
import { api } from '../../../lib/api-client';
import { getDoorLinksQueryOptions } from './get-door-links';

/** Every phone using the link is refused from the moment this answers. */
export function revokeDoorLink(id: string): Promise<TDoorLink> {
  return api.post<TDoorLink>(`/api/client/door-link/${encodeURIComponent(id)}/revoke`);
}

export function useRevokeDoorLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDoorLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getDoorLinksQueryOptions(eventId).queryKey }),
  });
}
