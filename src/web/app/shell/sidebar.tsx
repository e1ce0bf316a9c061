import { Badge, Divider, NavLink, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useMode } from '@web/lib/mode-context';
import { useMe } from '@web/features/account/api/get-me';
import { usePreferencesQuery } from '@web/features/preferences/api/get-preferences';
import { useSubscription } from '@web/features/subscription/api/get-subscription';
import { navSections, settingsSection, type NavItem, type NavSection } from './nav-sections';

function isActive(pathname: string, to: string): boolean {
  return pathname === to;
}

function SectionLinks({
  section,
  pathname,
  onNavigate,
}: {
  section: NavSection;
  pathname: string;
  onNavigate: () => void;
}) {
  const { data: subscription } = useSubscription();
  const badgeFor = (item: NavItem) =>
    item.badge === 'plan' && subscription?.plan === 'free' ? (
      <Badge size="xs" color="gray" variant="filled">
        Free
      </Badge>
    ) : undefined;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={2}>
        {section.label}
      </Text>
      {section.items.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.label}
          active={isActive(pathname, item.to)}
          rightSection={badgeFor(item)}
          onClick={onNavigate}
          variant="light"
        />
      ))}
    </Stack>
  );
}

export function Sidebar({ onNavigate, hasScreen }: { onNavigate: () => void; hasScreen: (to: string) => boolean }) {
  const { mode, setMode } = useMode();
  const { pathname } = useLocation();
  // The race shop's sections appear once the preferences say it is on.
  const raceShop = usePreferencesQuery().data?.raceShopEnabled ?? false;
  // Links bound to a role (billing, adding clients) appear once the member's role is known.
  const role = useMe().data?.role ?? null;
  return (
    <ScrollArea type="auto" h="100%" component="nav" aria-label="Main">
      <Stack gap="xs" p="sm">
        {navSections(mode, { raceShop, hasScreen, role }).map((section) => (
          <SectionLinks key={section.label} section={section} pathname={pathname} onNavigate={onNavigate} />
        ))}
        <Divider my="xs" />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" id="mode-toggle-label">
          Mode
        </Text>
        {/* One mode a line: side by side, the sidebar's width cut the labels short. */}
        <SegmentedControl
          aria-labelledby="mode-toggle-label"
          orientation="vertical"
          fullWidth
          size="xs"
          value={mode}
          onChange={(value) => setMode(value === 'individual' ? 'individual' : 'team_admin')}
          data={[
            { label: 'Pitboard Admin', value: 'team_admin' },
            { label: 'Individual Racer', value: 'individual' },
          ]}
        />
        <Divider my="xs" />
        {settingsSection(hasScreen).map((section) => (
          <SectionLinks key={section.label} section={section} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
