// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { isReadWaitingWithNothingKept, noteKeptReadsRestored } from '@web/lib/nothing-kept-offline';
import { PageLoader } from './page-loader';

let queryClient: QueryClient;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    onlineManager.setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** A read of a screen never opened here: nothing in the cache. */
function readDrivers() {
  void queryClient.prefetchQuery({ queryKey: ['drivers', 'list'], queryFn: () => new Promise<never>(() => undefined) });
}

function renderLoader() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/drivers']}>
          <PageLoader label="Loading drivers..." />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('status');
}

beforeEach(() => {
  queryClient = new QueryClient();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

// The kept reads are restored once per page: the first test sees the page before that.
describe('a loader without a connection', () => {
  it('spins while the kept reads are restored, then says a screen never opened here is not available offline', async () => {
    setOnline(false);
    readDrivers();
    expect(isReadWaitingWithNothingKept(queryClient)).toBe(true);
    const status = renderLoader();
    expect(status.textContent).toBe('Loading drivers...');

    act(() => noteKeptReadsRestored());
    expect(await screen.findByRole('heading', { name: 'Not available offline' }, { timeout: 5_000 })).toBeTruthy();
    expect(status.textContent).toContain('has not been opened on this device yet');
    // Opened straight at this address (no page to go back to): the events, kept for the track.
    expect(screen.getByRole('link', { name: 'Go to Events' }).getAttribute('href')).toBe('/events');

    // Back online, the read goes on: the loader spins again until the screen is there.
    setOnline(true);
    expect(status.textContent).toBe('Loading drivers...');
  });

  it('spins when what it waits for is kept, or the connection is there', () => {
    act(() => noteKeptReadsRestored());
    queryClient.setQueryData(['drivers', 'list'], []);
    setOnline(false);
    expect(renderLoader().textContent).toBe('Loading drivers...');
    cleanup();

    setOnline(true);
    readDrivers();
    expect(renderLoader().textContent).toBe('Loading drivers...');
  });
});
