import { Group, Stack, Text } from '@mantine/core';
import { expiryStatus, safetyDateLabels, type SafetyDates } from '@shared/cars/cars.rules';
import { formatDate, todayIso } from '@shared/lib/dates';

const stateColor = { not_set: 'dimmed', expired: 'red', expiring: 'yellow', valid: undefined } as const;

/** Logbook, Belts and Fire Bottle: 'Not Set', the date, '(Expired)' or '(N days left)'. */
export function ExpirationDates({ car }: { car: SafetyDates }) {
  const today = todayIso();
  return (
    <Stack gap="xs">
      {(Object.keys(safetyDateLabels) as (keyof SafetyDates)[]).map((key) => {
        const date = car[key];
        const status = expiryStatus(date, today);
        return (
          <Group key={key} justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {safetyDateLabels[key]}
            </Text>
            <Text size="sm" c={stateColor[status.state]} fw={status.state === 'valid' ? undefined : 600}>
              {status.state === 'not_set'
                ? status.label
                : `${formatDate(date)}${status.label ? ` ${status.label}` : ''}`}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
