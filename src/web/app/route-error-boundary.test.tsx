// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { withRouteDefaults } from './route-defaults';
import { isChunkLoadError } from './route-error-boundary';
import { lazyPage } from './route-types';

/** The screens inside a stand-in for the app shell, with the app's route defaults. */
function renderInShell(screens: RouteObject[]) {
  const shell: RouteObject = {
    element: (
      <div>
        <nav aria-label="Main">Sidebar</nav>
        <Outlet />
      </div>
    ),
    children: screens,
  };
  const router = createMemoryRouter(withRouteDefaults([shell]), { initialEntries: ['/cars'] });
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

describe('the route error boundary', () => {
  it('offers a reload, inside the shell, when a screen fails to load after a deploy', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const chunkError = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/cars-list-page-1a2b.js',
    );
    renderInShell([
      {
        path: '/cars',
        lazy: lazyPage(() => Promise.reject<Record<string, unknown>>(chunkError), 'CarsListPage'),
      },
    ]);

    expect(await screen.findByText('A new version of Pitboard is available')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
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
    renderInShell([{ path: '/cars', Component: FleetPage }]);

    expect(await screen.findByText('Something went wrong')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
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
