// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
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

describe('toasts and confirm dialogs loaded when first asked for', () => {
  // First: the toasts' store is shared by the whole file, and a toast shown by another test would
  // make the layer load.
  it('draws no toasts layer while none is asked for, the page painted', async () => {
    renderApp();
    // Once the service worker's part (loaded after the first paint) has come and been drawn.
    await act(() => import('./pwa/service-worker-updates'));
    expect(screen.getByText('First screen')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

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

  it('loads them when a toast is shown after the page has painted, and then opens dialogs too', async () => {
    renderApp();
    notifications.show({ message: 'Later toast' });
    expect(await screen.findByText('Later toast', undefined, { timeout: 5_000 })).toBeTruthy();
    modals.openConfirmModal({ title: 'Archive car', labels: { confirm: 'Archive', cancel: 'Cancel' } });
    expect(await screen.findByRole('dialog', { name: 'Archive car' })).toBeTruthy();
  });
});
