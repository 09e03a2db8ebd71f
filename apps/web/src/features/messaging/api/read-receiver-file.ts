import { useMutation } from '@tanstack/react-query';
import type { TReadFileResponse } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';

/** What a CSV or XLSX file holds; the server saves nothing, so the screen can show a preview. */
export function readReceiverFile(file: File): Promise<TReadFileResponse> {
  return api.upload<TReadFileResponse>('/api/client/mailing-lists/read-file', file);
}

export function useReadReceiverFile() {
  return useMutation({ mutationFn: readReceiverFile });
}
