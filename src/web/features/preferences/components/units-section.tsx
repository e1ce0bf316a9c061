import { useEffect, useState } from 'react';
import { Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { updatePreferencesSchema, type Preferences } from '@shared/preferences/preferences.contract';
import { fieldToMph, mphToField, preferencesSaveDebounceMs, speedUnit } from '@shared/preferences/preferences.rules';
import { errorMessage } from '@web/lib/api-client';
import { numberOrNull } from '@web/lib/numbers';
import { useUpdatePreferences } from '../api/update-preferences';

type Changes = Partial<Pick<Preferences, 'useMetric' | 'averageSpeed'>>;

/** The most the average speed may be, in mph (the contract's limit). */
const maxSpeedMph = 1000;

/**
 * Units and average speed save themselves: the units at once, the speed two seconds after the
 * last keystroke (or when the field is left). The speed is kept in mph and shown in the chosen
 * unit, so switching units converts it (80 mph shows as 128.7 km/h) instead of relabelling it.
 */
export function UnitsSection({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  const [useMetric, setUseMetric] = useState(preferences.useMetric);
  const [speed, setSpeed] = useState<number | string>(() =>
    mphToField(preferences.averageSpeed, preferences.useMetric),
  );
  const [status, setStatus] = useState<'idle' | 'pending' | 'saved' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [speedError, setSpeedError] = useState<string | null>(null);

  const save = async (changes: Changes) => {
    setStatus('pending');
    try {
      await update.mutateAsync(changes);
      setStatus('saved');
      setError(null);
    } catch (err) {
      setStatus('error');
      setError(errorMessage(err, 'Unit preferences could not be saved'));
    }
  };
  const saveSpeed = useDebouncedCallback((averageSpeed: number) => void save({ averageSpeed }), {
    delay: preferencesSaveDebounceMs,
    flushOnUnmount: true,
  });
  useEffect(() => () => saveSpeed.flush(), [saveSpeed]);

  /** The speed the field stands for, in mph; an untouched field keeps the stored value. */
  const speedMph = (value: number | string, metric: boolean) =>
    fieldToMph(numberOrNull(value), preferences.averageSpeed, metric);

  const changeSpeed = (value: number | string) => {
    setSpeed(value);
    const mph = speedMph(value, useMetric);
    const checked = updatePreferencesSchema.safeParse({ averageSpeed: mph });
    if (mph === null || !checked.success) {
      saveSpeed.cancel();
      setSpeedError(mph === null ? 'Average speed is required' : (checked.error?.issues[0]?.message ?? null));
      setStatus('idle');
      return;
    }
    setSpeedError(null);
    setStatus('pending');
    saveSpeed(mph);
  };

  const changeUnits = (metric: boolean) => {
    if (metric === useMetric) return;
    // A speed still waiting to be saved goes with the units, in one request.
    const mph = speedMph(speed, useMetric);
    const pending = saveSpeed.isPending();
    saveSpeed.cancel();
    setUseMetric(metric);
    if (mph !== null && speedError === null) setSpeed(mphToField(mph, metric));
    void save(pending && mph !== null ? { useMetric: metric, averageSpeed: mph } : { useMetric: metric });
  };

  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Unit Preferences
        </Title>
        <Text
          size="xs"
          c={status === 'error' ? 'red' : 'dimmed'}
          role="status"
          aria-live="polite"
          data-testid="units-status"
        >
          {status === 'pending' ? 'Saving...' : status === 'saved' ? 'Saved' : status === 'error' ? error : ''}
        </Text>
      </Group>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Units"
          fullWidth
          styles={{ label: { whiteSpace: 'normal' } }}
          value={useMetric ? 'metric' : 'imperial'}
          onChange={(value) => changeUnits(value === 'metric')}
          data={[
            { label: 'Imperial (miles, mph)', value: 'imperial' },
            { label: 'Metric (km, km/h)', value: 'metric' },
          ]}
        />
        <NumberInput
          label={`Average speed (${speedUnit(useMetric)})`}
          description="Used to estimate distance from hours, or hours from distance"
          min={0}
          max={mphToField(maxSpeedMph, useMetric)}
          step={1}
          decimalScale={1}
          allowNegative={false}
          value={speed}
          onChange={changeSpeed}
          onBlur={() => saveSpeed.flush()}
          error={speedError}
          maw={260}
        />
      </Stack>
    </Card>
  );
}
