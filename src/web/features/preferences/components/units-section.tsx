import { useState } from 'react';
import { Button, Card, Group, NumberInput, SegmentedControl, Stack, Title } from '@mantine/core';
import type { Preferences } from '@shared/preferences/preferences.contract';
import { speedUnit } from '@shared/preferences/preferences.rules';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useUpdatePreferences } from '../api/update-preferences';

export function UnitsSection({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  const [averageSpeed, setAverageSpeed] = useState<number | string>(preferences.averageSpeed);

  const save = async (changes: Partial<Pick<Preferences, 'useMetric' | 'averageSpeed'>>) => {
    try {
      await update.mutateAsync(changes);
      notifySuccess('Unit preferences saved');
    } catch (err) {
      notifyError(errorMessage(err, 'Unit preferences could not be saved'));
    }
  };

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Unit Preferences
      </Title>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Units"
          value={preferences.useMetric ? 'metric' : 'imperial'}
          onChange={(value) => void save({ useMetric: value === 'metric' })}
          data={[
            { label: 'Imperial (miles, mph)', value: 'imperial' },
            { label: 'Metric (km, km/h)', value: 'metric' },
          ]}
        />
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={`Average speed (${speedUnit(preferences.useMetric)})`}
            description="Used to estimate distance from hours, or hours from distance"
            min={0}
            max={1000}
            step={1}
            value={averageSpeed}
            onChange={setAverageSpeed}
            w={260}
          />
          <Button
            variant="light"
            loading={update.isPending}
            onClick={() =>
              void save({ averageSpeed: typeof averageSpeed === 'number' ? averageSpeed : Number(averageSpeed) })
            }
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
