// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { UpdateBanner } from './update-banner';

function renderBanner(visible: boolean) {
  const onReload = vi.fn();
  const onDismiss = vi.fn();
  const view = render(
    <MantineProvider>
      <UpdateBanner visible={visible} onReload={onReload} onDismiss={onDismiss} />
    </MantineProvider>,
  );
  return { onReload, onDismiss, view };
}

afterEach(cleanup);

describe('the new version banner', () => {
  it('keeps an empty live region until a new version waits, so the message is announced when it comes', () => {
    const { view, onReload, onDismiss } = renderBanner(false);
    const region = view.container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    view.rerender(
      <MantineProvider>
        <UpdateBanner visible onReload={onReload} onDismiss={onDismiss} />
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region?.textContent).toContain('A new version of Pitboard is available.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('reloads onto the new version only when asked, and can be put off', () => {
    const { onReload, onDismiss } = renderBanner(true);
    expect(onReload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
