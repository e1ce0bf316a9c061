// @vitest-environment happy-dom
import { lazy, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Menu, MantineProvider, UnstyledButton } from '@mantine/core';
import { DeferredMenu, type MenuOpening } from './deferred-menu';
import { DeferredMenuRoot } from './deferred-menu-root';

function AccountMenu({ opening, trigger }: { opening: MenuOpening; trigger: ReactElement<{ ref?: unknown }> }) {
  return (
    <DeferredMenuRoot opening={opening} target={trigger}>
      <Menu.Dropdown>
        <Menu.Item>Preferences</Menu.Item>
      </Menu.Dropdown>
    </DeferredMenuRoot>
  );
}

function renderMenu() {
  const load = vi.fn(() => Promise.resolve({ AccountMenu }));
  const LazyMenu = lazy(() => load().then((module) => ({ default: module.AccountMenu })));
  const trigger = <UnstyledButton>Account</UnstyledButton>;
  render(
    <MantineProvider env="test">
      <DeferredMenu
        trigger={trigger}
        load={load}
        menu={(opening) => <LazyMenu opening={opening} trigger={trigger} />}
      />
    </MantineProvider>,
  );
  return { load };
}

afterEach(cleanup);

describe('a menu whose code loads when its trigger is first pressed', () => {
  it('draws only its trigger, and fetches the code when the trigger is pointed at or focused', () => {
    const { load } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(trigger);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first press, and gives the focus back to its trigger when closed', async () => {
    renderMenu();
    const plain = screen.getByRole('button', { name: 'Account' });
    plain.focus();
    fireEvent.click(plain);
    expect(await screen.findByRole('menuitem', { name: 'Preferences' })).toBeTruthy();
    const target = screen.getByRole('button', { name: 'Account' });
    expect(target.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Preferences' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Preferences' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' })));
  });
});
