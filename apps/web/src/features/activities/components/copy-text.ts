import { MESSAGES } from '@usher/contract/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** Copies a link and says so with the §8 toast. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(MESSAGES.copiedToClipboard);
  } catch {
    notifyError(MESSAGES.serverError);
  }
}
