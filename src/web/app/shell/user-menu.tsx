import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { displayNameFromEmail } from '@shared/auth/display-name.rules';
import { signOut } from '@web/lib/auth-client';
import { forgetKnownSession, useKnownSession } from '@web/lib/known-session';
import { forgetPersistedQueries } from '@web/lib/query-persistence';
import { useMode } from '@web/lib/mode-context';
import { confirmIfUnsentWrites } from '@web/ui/confirm-unsent-writes';
import { paths } from '../paths';

export function UserMenu() {
  const { data: session } = useKnownSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { forgetMode } = useMode();
  const email = session?.user.email ?? '';
  const name = displayNameFromEmail(email);

  const handleSignOut = async () => {
    // Leave the protected screens first: otherwise their guard sees the session end and sends
    // the sign-in page back to this screen, so the next person would land on it.
    await navigate(paths.login, { replace: true });
    // The next person to sign in on this device starts in their own first mode. Forgotten before
    // the server is asked, so a reload of the sign-in page meanwhile cannot keep this person's mode.
    forgetMode();
    // Sign-out errors are ignored: the local user is cleared either way.
    await signOut().catch(() => undefined);
    queryClient.clear();
    // What this device kept for reading offline is the signed-out person's: it goes too.
    forgetKnownSession();
    await forgetPersistedQueries().catch(() => undefined);
  };

  /** Changes still queued on this device are lost with the rest of what it kept: asked first. */
  const askSignOut = () =>
    confirmIfUnsentWrites(
      queryClient,
      { doing: 'Signing out', confirmLabel: 'Sign out anyway' },
      () => void handleSignOut(),
    );

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton>
          <VisuallyHidden>User menu for </VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="pitRed" radius="xl" size="sm" aria-hidden>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" maw={180} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Preferences
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={askSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
