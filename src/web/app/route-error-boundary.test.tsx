// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { isChunkLoadError, RouteErrorBoundary } from './route-error-boundary';

function renderRoutes(routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: ['/cars'] });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('offers a reload when a lazily loaded screen fails to load after a deploy', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderRoutes([
      {
        path: '/cars',
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: () => null,
        lazy: () =>
          Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: http://localhost/assets/cars-list-page-1a2b.js',
            ),
          ),
      },
    ]);

    expect(await screen.findByText('A new version of Pitboard is available')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.title).toBe('New version available · Pitboard');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a friendly error for any other error, and Try again renders the screen again', async () => {
    // React and the router report the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function FleetPage() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <p>Fleet loaded</p>;
    }
    renderRoutes([{ path: '/cars', ErrorBoundary: RouteErrorBoundary, Component: FleetPage }]);

    expect(await screen.findByText('Something went wrong')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(document.title).toBe('Something went wrong · Pitboard');

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fleet loaded')).toBeDefined();
  });
});

describe('isChunkLoadError', () => {
  it("recognises each browser's wording of a failed module load", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed (500)'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
