import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Anchor, AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { registerTrackWrites } from '@web/features/event-cars/offline/track-writes';
import { TeamSwitcher } from '@web/features/team/components/team-switcher';
import { afterFirstContentfulPaint } from '@web/lib/after-first-paint';
import { prefetchedLazy } from '@web/lib/prefetched-lazy';
import { usePersistedQueries } from '@web/lib/query-persistence';
import { PageLoader } from '@web/ui/page-loader';
import { Wordmark } from '@web/ui/wordmark';
import { paths } from '../paths';
import { ConnectionStatus } from './connection-status';
import { SiteFooter } from './site-footer';
import { UserMenu } from './user-menu';

/**
 * The sidebar's code (its links, a scroll area and the mode switch) loads when it is first drawn,
 * or on a phone once the first screen has painted (see AppLayout).
 */
const { Component: Sidebar, prefetch: prefetchSidebar } = prefetchedLazy(() =>
  import('./sidebar').then((module) => module.Sidebar),
);

/**
 * The signed-in frame: header, sidebar, footer. `hasScreen` tells which addresses the app has a
 * screen for (the sidebar shows links only to those); `children` replace the routed screen.
 */
export function AppLayout({ hasScreen, children }: { hasScreen: (to: string) => boolean; children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the sidebar waits off screen for the menu button, so it is drawn (and its code
  // loaded) the first time the button is pressed rather than with the first screen (on the
  // dashboard it was most of the work that kept the phone from answering a tap while the page came
  // up).
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const [menuPressed, setMenuPressed] = useState(false);
  // Its code is fetched once the first screen has painted, so the first press draws it at once
  // rather than after a loading state (which React shows for at least 300 ms). A fetch that fails
  // is tried again on the press.
  useEffect(() => {
    if (wide) return;
    return afterFirstContentfulPaint(() => void prefetchSidebar().catch(() => undefined));
  }, [wide]);
  const toggleMenu = () => {
    setMenuPressed(true);
    toggle();
  };
  usePersistedQueries(registerTrackWrites);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger opened={opened} onClick={toggleMenu} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            {/* On a phone the logo alone, so that the current team's name has room. */}
            <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="Pitboard home">
              <Wordmark nameVisibleFrom="xs" />
            </Anchor>
          </Group>
          <Group gap="md" wrap="nowrap" justify="flex-end" style={{ minWidth: 0 }}>
            <ConnectionStatus />
            <TeamSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        {wide || menuPressed ? (
          <Suspense fallback={<PageLoader label="Loading menu..." />}>
            <Sidebar onNavigate={close} hasScreen={hasScreen} />
          </Suspense>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main>
        <div style={{ maxWidth: 1280, margin: '0 auto' }}>
          {/* At least a screen high, so the footer starts below the fold: it does not jump down
              when the screen's data arrives and its content grows. */}
          <div style={{ minHeight: 'calc(100dvh - 60px - var(--mantine-spacing-md))' }}>
            <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
          </div>
          <SiteFooter />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
