import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ServiceItem } from '@shared/service-items/service-items.contract';
import { lifePercent, percentUsedColor } from '@shared/service-items/service-status.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { distanceLabel, formatNumber, remainingLabel } from './format';
import { ServiceStateBadges } from './service-state-badges';

const priorityColor: Record<ServiceItem['priority'], string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  critical: 'red',
};

function UsageBar({
  label,
  since,
  interval,
  percent,
  unit,
}: {
  label: string;
  since: number;
  interval: number;
  percent: number;
  unit: string;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="xs">
          {formatNumber(since)} / {formatNumber(interval)} {unit}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, percent)}
        color={percentUsedColor(percent)}
        size="md"
        aria-label={`${label}: ${formatNumber(percent)}% of the interval used`}
      />
    </Stack>
  );
}

export function ServiceItemCard({
  editTo,
  onEdit,
  item,
  onReset,
  onDelete,
}: {
  /** Where its Edit button leads; else `onEdit` opens the form in place; no Edit button without either. */
  editTo?: string;
  onEdit?: (item: ServiceItem) => void;
  item: ServiceItem;
  onReset: (item: ServiceItem) => void;
  onDelete: (item: ServiceItem) => void;
}) {
  const s = item.status;
  const unit = distanceLabel(s.distanceUnit);
  const life = lifePercent(s);
  const remaining = [
    s.hoursRemaining !== null ? remainingLabel(s.hoursRemaining, 'h') : null,
    s.distanceRemaining !== null ? remainingLabel(s.distanceRemaining, unit) : null,
  ].filter(Boolean);
  return (
    <Card aria-label={item.name} component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{item.name}</Text>
            {item.description ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.description}
              </Text>
            ) : null}
          </Stack>
          <Group gap={4}>
            <Badge size="sm" variant="outline" color={priorityColor[item.priority]}>
              {item.priority}
            </Badge>
            <ServiceStateBadges status={s} />
          </Group>
        </Group>

        {s.hourInterval !== null && s.hoursPercentUsed !== null ? (
          <UsageBar
            label="Hours since service"
            since={s.hoursSinceService}
            interval={s.hourInterval}
            percent={s.hoursPercentUsed}
            unit="h"
          />
        ) : null}
        {s.distanceInterval !== null && s.distancePercentUsed !== null ? (
          <UsageBar
            label="Distance since service"
            since={s.distanceSinceService}
            interval={s.distanceInterval}
            percent={s.distancePercentUsed}
            unit={unit}
          />
        ) : null}
        {remaining.length > 0 ? (
          <Text size="sm" c={s.isDue ? 'red' : undefined}>
            {remaining.join(' · ')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No service interval
          </Text>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4}>
          {life !== null ? (
            <Text size="xs" c={s.isLifeCritical ? 'red' : s.isLifeWarning ? 'yellow' : 'dimmed'}>
              Life used: {formatNumber(life)}%
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            Last service: {s.lastResetDate ? formatDate(s.lastResetDate) : 'at setup'} · {s.totalResets}{' '}
            {s.totalResets === 1 ? 'reset' : 'resets'}
          </Text>
          {s.estimatedLaborHours !== null ? (
            <Text size="xs" c="dimmed">
              Labor: {formatNumber(s.estimatedLaborHours)} h
            </Text>
          ) : null}
          {s.estimatedPartsCostCents !== null ? (
            <Text size="xs" c="dimmed">
              Parts: {formatCents(s.estimatedPartsCostCents)}
            </Text>
          ) : null}
        </SimpleGrid>

        <Group gap="xs" justify="flex-end">
          {editTo ? (
            <Button
              component={Link}
              to={editTo}
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              aria-label={`Edit ${item.name}`}
            >
              Edit
            </Button>
          ) : onEdit ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              onClick={() => onEdit(item)}
              aria-label={`Edit ${item.name}`}
            >
              Edit
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={() => onReset(item)}
            aria-label={`Reset ${item.name}`}
          >
            Reset
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDelete(item)}
            aria-label={`Delete ${item.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
