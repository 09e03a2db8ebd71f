import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from './api-client';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, withBorder: true, autoClose: 6000 });
}

/** The server's message for a refused call, or the generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.serverError;
}
