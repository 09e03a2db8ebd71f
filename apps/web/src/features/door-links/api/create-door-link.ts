import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateDoorLinkRequest, TCreatedDoorLink } from '@usher/contract/door-links';
import { api } from '../../../lib/api-client';
import { getDoorLinksQueryOptions } from './get-door-links';

/** 201 with the link's `url`, the only time its token is sent; 400 with field messages. */
export function createDoorLink(eventId: string, body: TCreateDoorLinkRequest): Promise<TCreatedDoorLink> {
  return api.post<TCreatedDoorLink>(`/api/client/event/${encodeURIComponent(eventId)}/door-links`, body);
}

export function useCreateDoorLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateDoorLinkRequest) => createDoorLink(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getDoorLinksQueryOptions(eventId).queryKey }),
  });
}
