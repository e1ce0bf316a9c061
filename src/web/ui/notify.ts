import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Close notification' };

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000, closeButtonProps });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 6000, closeButtonProps });
}
