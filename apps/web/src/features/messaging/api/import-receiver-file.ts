import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddedReceiversResponse } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { invalidateMailingLists } from './invalidate-mailing-lists';

type ImportInput = { listId: string; file: File };

export function importReceiverFile({ listId, file }: ImportInput): Promise<TAddedReceiversResponse> {
  return api.upload<TAddedReceiversResponse>(
    `/api/client/mailing-lists/import-from-file/${encodeURIComponent(listId)}`,
    file,
  );
}

export function useImportReceiverFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReceiverFile,
    onSuccess: () => invalidateMailingLists(queryClient),
  });
}
