import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ServiceItem } from '@shared/service-items/service-items.contract';
import {
  percentRemaining,
  percentRemainingColor,
  percentUsed,
  serviceStateBadges,
  type ServiceStateBadge,
} from '@shared/service-items/service-status.rules';
import { paths } from '@web/app/paths';
import { formatNumber } from './format';

const badgeColor: Record<ServiceStateBadge, string> = {
  Due: 'red',
  'End of Life': 'red',
  Aging: 'yellow',
  '~Estimated': 'gray',
};

function remainingText(item: ServiceItem): string {
  const s = item.status;
  const parts: string[] = [];
  if (s.hoursRemaining !== null) {
    parts.push(
      s.hoursRemaining < 0
        ? `${formatNumber(-s.hoursRemaining)} h overdue`
        : `${formatNumber(s.hoursRemaining)} h remaining`,
    );
  }
  if (s.distanceRemaining !== null) {
    const unit = s.distanceUnit === 'km' ? 'km' : 'mi';
    parts.push(
      s.distanceRemaining < 0
        ? `${formatNumber(-s.distanceRemaining)} ${unit} overdue`
        : `${formatNumber(s.distanceRemaining)} ${unit} remaining`,
    );
  }
  return parts.length > 0 ? parts.join(' · ') : 'No service interval';
}

/** The car detail's service rows: a bar of the interval left (green, yellow, red). */
export function CarServiceSummary({ carId, items }: { carId: string; items: ServiceItem[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No service items yet.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {items.map((item) => {
        const used = percentUsed(item.status);
        const left = used === null ? null : percentRemaining(used);
        return (
          <Stack key={item.id} gap={4}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Anchor component={Link} to={paths.editServiceItem(carId, item.id)} fw={600} size="sm">
                {item.name}
              </Anchor>
              <Group gap={4}>
                {serviceStateBadges(item.status).map((badge) => (
                  <Badge
                    key={badge}
                    size="sm"
                    variant="light"
                    color={badgeColor[badge]}
                    title={badge === '~Estimated' ? (item.status.approximationNotes ?? undefined) : undefined}
                  >
                    {badge}
                  </Badge>
                ))}
              </Group>
            </Group>
            {left !== null ? (
              <Progress
                value={left}
                color={percentRemainingColor(left)}
                size="sm"
                aria-label={`${item.name}: ${formatNumber(left)}% of the interval left`}
              />
            ) : null}
            <Text size="xs" c="dimmed">
              {remainingText(item)}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
