import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Menu, type MenuProps } from '@mantine/core';
import { useDeferredMenuOpening, type MenuOpening } from './deferred-menu';

/**
 * The Menu a DeferredMenu draws once its code has loaded (import it from the lazily loaded module
 * only): the DeferredMenu's trigger is its `target`, `children` its Menu.Dropdown, and it opens
 * itself after being drawn closed (useDeferredMenuOpening).
 */
export function DeferredMenuRoot({
  opening,
  target,
  children,
  ...menuProps
}: Omit<MenuProps, 'opened' | 'onChange' | 'children'> & {
  opening: MenuOpening;
  /** The DeferredMenu's trigger. */
  target: ReactElement<{ ref?: unknown }>;
  children: ReactNode;
}) {
  const { triggerRef, opened, setOpened } = useDeferredMenuOpening<HTMLButtonElement>(opening);
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: triggerRef })}</Menu.Target>
      {children}
    </Menu>
  );
}
