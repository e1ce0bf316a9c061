// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ConnectionStatus } from './connection-status';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the connection status in the header', () => {
  it('says Offline only while the connection is gone, in a live region', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <MantineProvider>
        <ConnectionStatus />
      </MantineProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region.textContent).toBe('Offline');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region.textContent).toBe('');
  });
});
