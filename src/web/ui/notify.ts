import { notifications } from '@mantine/notifications';
import { needsConnectionMessage } from '@web/lib/needs-connection';

const closeButtonProps = { 'aria-label': 'Close notification' };

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000, closeButtonProps });
}

/** A change refused for want of a connection; shown once however many places report it. */
export function notifyNeedsConnection(): void {
  notifications.show({
    id: 'needs-connection',
    color: 'orange',
    title: 'Needs a connection',
    message: needsConnectionMessage,
    autoClose: 6000,
    closeButtonProps,
  });
}

export function notifyError(message: string): void {
  if (message === needsConnectionMessage) return notifyNeedsConnection();
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 6000, closeButtonProps });
}
