import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MenuOpening } from '@web/ui/deferred-menu';
import { DeferredMenuRoot } from '@web/ui/deferred-menu-root';
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
  return (
    <DeferredMenuRoot opening={opening} target={trigger} position="bottom-end" width={220} shadow="md">
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Preferences
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </DeferredMenuRoot>
  );
}
