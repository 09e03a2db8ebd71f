import type { TAddedReceiversResponse, TReadFileResponse } from '@usher/contract/mailing-lists';
import { addFileReceivers, type Scope } from './mailing-list.service';
import { readReceiverFileInWorker } from './receiver-file.thread';

/** What a file holds, saving nothing: the screen's preview. */
export function previewReceiverFile(bytes: Buffer): Promise<TReadFileResponse> {
  return readReceiverFileInWorker(bytes);
}

/**
 * Adds a file's receivers to an own list. Duplicates are rows repeating an earlier row's email or phone and
 * receivers the list already held; invalid rows are those with no contact or a bad email or phone.
 */
export async function importReceiverFile(
  scope: Scope,
  listId: string,
  bytes: Buffer,
): Promise<TAddedReceiversResponse> {
  const { receivers, skipped } = await readReceiverFileInWorker(bytes);
  const added = await addFileReceivers(scope, listId, receivers);
  const inFile = skipped.filter((row) => row.reason === 'duplicate').length;
  return {
    added,
    duplicates: inFile + receivers.length - added,
    invalid: skipped.length - inFile,
  };
}
