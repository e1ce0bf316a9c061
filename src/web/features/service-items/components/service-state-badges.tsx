import { Badge, Group, Tooltip } from '@mantine/core';
import {
  serviceStateBadges,
  type ServiceStateBadge,
  type ServiceStatus,
} from '@shared/service-items/service-status.rules';

const colors: Record<ServiceStateBadge, string> = {
  Due: 'red',
  'End of Life': 'red',
  Aging: 'yellow',
  '~Estimated': 'gray',
};

export function ServiceStateBadges({ status }: { status: ServiceStatus }) {
  const badges = serviceStateBadges(status);
  if (badges.length === 0) {
    return (
      <Badge size="sm" variant="light" color="green">
        OK
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {badges.map((badge) =>
        badge === '~Estimated' && status.approximationNotes ? (
          <Tooltip key={badge} label={status.approximationNotes} multiline maw={280}>
            <Badge size="sm" variant="light" color={colors[badge]} tabIndex={0}>
              {badge}
            </Badge>
          </Tooltip>
        ) : (
          <Badge key={badge} size="sm" variant="light" color={colors[badge]}>
            {badge}
          </Badge>
        ),
      )}
    </Group>
  );
}
