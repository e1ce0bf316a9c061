import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCar, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DueAction, DueComponent, DueEntry } from '@shared/due-list/due-list.contract';
import { dueKindLabels, dueLevelColors, dueLevelLabels } from '@shared/due-list/due-list.rules';
import { formatDate } from '@shared/lib/dates';
import { paths, withQuery } from '@web/app/paths';

/** The screen an entry's record is on. */
function recordHref(entry: DueEntry): string {
  const { type, id } = entry.record;
  switch (type) {
    case 'service_item':
      // A component's items are on its own page, wherever it is installed.
      if (entry.component) return paths.component(entry.component.id);
      return entry.carId ? paths.serviceItems(entry.carId) : paths.cars;
    case 'car':
      return paths.car(id);
    case 'event':
      return paths.event(id);
    case 'repair':
      return paths.repair(id);
    case 'invoice':
      return paths.billing;
  }
}

const linkActions: Partial<Record<DueAction, { label: string; href: (entry: DueEntry) => string }>> = {
  renew_date: { label: 'Renew date', href: (e) => (e.carId ? paths.editCar(e.carId) : paths.cars) },
  schedule_repair: { label: 'Schedule repair', href: (e) => withQuery(paths.newRepair, { carId: e.carId }) },
  inspect_cars: { label: 'Open event', href: (e) => paths.event(e.record.id) },
  open_invoice: { label: 'Open billing', href: () => paths.billing },
};

/** A component as the card names it: its name and, when it has one, its serial number. */
function componentLabel(component: DueComponent): string {
  return component.serialNumber ? `${component.name} · S/N ${component.serialNumber}` : component.name;
}

/** One thing that is due: how urgent, what, on which car, and what to do about it. */
export function DueEntryCard({
  entry,
  onReset,
  resetting,
}: {
  entry: DueEntry;
  onReset: (entry: DueEntry) => void;
  resetting: boolean;
}) {
  return (
    <Paper withBorder p="md" component="article" aria-label={entry.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Badge color={dueLevelColors[entry.level]} variant="light">
              {dueLevelLabels[entry.level]}
            </Badge>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {dueKindLabels[entry.kind]}
            </Text>
          </Group>
          <Anchor component={Link} to={recordHref(entry)} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {entry.title}
          </Anchor>
          <Text size="sm">{entry.reason}</Text>
          <Group gap="md" wrap="wrap">
            {entry.component ? (
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconSettings size={16} aria-hidden />
                <Anchor component={Link} to={paths.component(entry.component.id)} size="sm">
                  {componentLabel(entry.component)}
                </Anchor>
              </Group>
            ) : null}
            {entry.carId && entry.carName ? (
              <Group gap={4} wrap="nowrap">
                <IconCar size={16} aria-hidden />
                <Anchor component={Link} to={paths.car(entry.carId)} size="sm">
                  {entry.carName}
                </Anchor>
              </Group>
            ) : null}
            {entry.date ? (
              <Group gap={4} wrap="nowrap">
                <IconCalendarEvent size={16} aria-hidden />
                <Text size="sm" c="dimmed">
                  {formatDate(entry.date)}
                </Text>
              </Group>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {entry.actions.map((action) => {
            if (action === 'reset_service_item') {
              return (
                <Button key={action} size="xs" onClick={() => onReset(entry)} loading={resetting}>
                  Reset
                </Button>
              );
            }
            const link = linkActions[action];
            return link ? (
              <Button key={action} size="xs" variant="default" component={Link} to={link.href(entry)}>
                {link.label}
              </Button>
            ) : null;
          })}
        </Group>
      </Group>
    </Paper>
  );
}
