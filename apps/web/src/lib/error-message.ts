import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from './api-client';

/** The server's message for a refused call, or the generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.serverError;
}
