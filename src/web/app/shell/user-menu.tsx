import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { displayNameFromEmail } from '@shared/auth/display-name.rules';
import { signOut } from '@web/lib/auth-client';
import { forgetKnownSession, useKnownSession } from '@web/lib/known-session';
import { forgetPersistedQueries } from '@web/lib/query-persistence';
import { useMode } from '@web/lib/mode-context';
import { prefetchedLazy } from '@web/lib/prefetched-lazy';
import { confirmIfUnsentWrites } from '@web/ui/confirm-unsent-writes';
import { DeferredMenu } from '@web/ui/deferred-menu';
import { paths } from '../paths';

const dropdown = prefetchedLazy(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown));

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

  const trigger = (
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
  );
  return (
    <DeferredMenu
      trigger={trigger}
      load={dropdown.prefetch}
      menu={(opening) => (
        <dropdown.Component opening={opening} trigger={trigger} email={email} onSignOut={askSignOut} />
      )}
    />
  );
}
