import { notifications } from '@mantine/notifications';

type TNoticeColor = 'teal' | 'red' | 'green' | 'orange';

/**
 * Every toast goes through here. Its id is its colour and text, so the same message shown again while the
 * first is still on screen does not stack a second copy (Mantine ignores a show with an id already shown).
 */
export function notify(color: TNoticeColor, message: string): void {
  const isProblem = color === 'red' || color === 'orange';
  notifications.show({
    id: `${color}:${message}`,
    color,
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    ...(isProblem ? { autoClose: 6000 } : {}),
  });
}

export function notifySuccess(message: string): void {
  notify('teal', message);
}

export function notifyError(message: string): void {
  notify('red', message);
}

export { errorMessage } from './error-message';
