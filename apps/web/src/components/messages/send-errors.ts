import type { UseFormSetError } from 'react-hook-form';
import { MESSAGE_FORM_FIELDS, type TMessageFormValues } from '@usher/contract/message-form';
import { isApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';

/**
 * A refused send's field messages on the form; the server names the schedule `scheduledFor`, the form's
 * picker is `scheduledAt`. Returns the toast.
 */
export function applySendErrors(error: unknown, setError: UseFormSetError<TMessageFormValues>): string {
  if (isApiError(error) && error.errors.scheduledFor) {
    setError('scheduledAt', { type: 'server', message: error.errors.scheduledFor });
  }
  return applyServerErrors(error, setError, MESSAGE_FORM_FIELDS);
}
