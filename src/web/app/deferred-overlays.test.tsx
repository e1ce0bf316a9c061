// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { DeferredOverlays } from './deferred-overlays';

function renderApp() {
  render(
    <MantineProvider>
      <DeferredOverlays />
      <p>First screen</p>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('toasts and confirm dialogs loaded after the first screen', () => {
  it('opens a confirm dialog asked for before they have loaded', async () => {
    renderApp();
    // At once, before the first paint: the overlays are not there yet.
    modals.openConfirmModal({
      title: 'Delete car',
      children: 'Are you sure?',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
    });
    expect(await screen.findByRole('dialog', { name: 'Delete car' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows a toast given before they have loaded', async () => {
    renderApp();
    notifications.show({ message: 'Car saved' });
    expect(await screen.findByText('Car saved', undefined, { timeout: 5_000 })).toBeTruthy();
  });

  it('loads them once the page has painted, with nothing asked for', async () => {
    renderApp();
    notifications.show({ message: 'Later toast' });
    expect(await screen.findByText('Later toast', undefined, { timeout: 5_000 })).toBeTruthy();
    modals.openConfirmModal({ title: 'Archive car', labels: { confirm: 'Archive', cancel: 'Cancel' } });
    expect(await screen.findByRole('dialog', { name: 'Archive car' })).toBeTruthy();
  });
});
