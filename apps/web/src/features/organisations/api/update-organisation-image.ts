import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/image-file';
import { organisationKeys } from './organisation-keys';

type Input = { guid: string; file: File };

/** Uploads the logo to storage, then points the organiser at the new URL. */
export async function updateOrganisationImage({ guid, file }: Input): Promise<string> {
  const { url } = await uploadImage(file);
  await api.post(`/api/client/manage-org/org/${encodeURIComponent(guid)}/image`, { avatarUrl: url });
  return url;
}

export function useUpdateOrganisationImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.details() }),
  });
}
