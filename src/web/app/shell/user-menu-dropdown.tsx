import { cloneElement, type ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDeferredMenuOpening, type MenuOpening } from '@web/ui/deferred-menu';
import { paths } from '../paths';

/** The user menu itself (Mantine's Menu), loaded when its trigger is first pressed (./user-menu). */
export function UserMenuDropdown({
  opening,
  trigger,
  email,
  onSignOut,
}: {
  opening: MenuOpening;
  trigger: ReactElement<{ ref?: unknown }>;
  email: string;
  onSignOut: () => void;
}) {
  const { triggerRef, opened, setOpened } = useDeferredMenuOpening<HTMLButtonElement>(opening);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={220} shadow="md">
      <Menu.Target>{cloneElement(trigger, { ref: triggerRef })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Preferences
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
