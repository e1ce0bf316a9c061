import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 6000 });
}
