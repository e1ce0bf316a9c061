// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { prefetchedLazy } from './prefetched-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const drawn = (Component: React.ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ana" />
    </Suspense>,
  );

afterEach(cleanup);

describe('prefetchedLazy', () => {
  it('draws at once, without its fallback, once its code has been fetched', async () => {
    const { Component, prefetch } = prefetchedLazy(() => Promise.resolve(Greeting));
    expect(await prefetch()).toBe(Greeting);
    drawn(Component);
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows its fallback while its code is fetched on first use, then the component', async () => {
    const { Component } = prefetchedLazy(() => Promise.resolve(Greeting));
    drawn(Component);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });
});
