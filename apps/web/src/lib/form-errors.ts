import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from './api-client';

/**
 * Puts the server's field messages (keyed by dotted path, e.g. `address.city`) onto a react-hook-form form.
 * Returns the message to show as a toast, or null when every message landed on a field the form knows.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): string {
  if (!isApiError(error)) return MESSAGES.serverError;
  let isFirst = true;
  for (const [path, message] of Object.entries(error.errors)) {
    if (path === '_' || (fields && !fields.includes(path))) continue;
    setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  return error.message;
}
