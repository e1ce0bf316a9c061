import { useState } from 'react';
import { Alert, Card, Group, NumberInput, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import { distanceUnit, mphToField, speedUnit } from '@shared/preferences/preferences.rules';
import { calculateTravel, type CalculatorTarget } from '@shared/preferences/time-calculator.rules';

const toNumber = (v: number | string): number | null => (v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** Works in the user's units; it starts from the average speed (stored in mph), converted. */
export function TimeCalculator({ useMetric, averageSpeed }: { useMetric: boolean; averageSpeed: number }) {
  const [target, setTarget] = useState<CalculatorTarget>('distance');
  const [speed, setSpeed] = useState<number | string>(() => mphToField(averageSpeed, useMetric));
  const [hours, setHours] = useState<number | string>(1);
  const [minutes, setMinutes] = useState<number | string>(0);
  const [distance, setDistance] = useState<number | string>('');
  const result = calculateTravel(target, {
    speed: toNumber(speed),
    hours: toNumber(hours),
    minutes: toNumber(minutes),
    distance: toNumber(distance),
  });
  const dUnit = distanceUnit(useMetric);
  const sUnit = speedUnit(useMetric);

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Time Calculator
      </Title>
      <SegmentedControl
        aria-label="Calculate"
        mb="md"
        value={target}
        onChange={(v) => setTarget(v)}
        data={[
          { label: 'Distance', value: 'distance' },
          { label: 'Time', value: 'time' },
          { label: 'Speed', value: 'speed' },
        ]}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput
          label={`Speed (${sUnit})`}
          min={0}
          value={speed}
          onChange={setSpeed}
          disabled={target === 'speed'}
        />
        <NumberInput label="Hours" min={0} value={hours} onChange={setHours} disabled={target === 'time'} />
        <NumberInput
          label="Minutes"
          min={0}
          max={59}
          value={minutes}
          onChange={setMinutes}
          disabled={target === 'time'}
        />
        <NumberInput
          label={`Distance (${dUnit})`}
          min={0}
          value={distance}
          onChange={setDistance}
          disabled={target === 'distance'}
        />
      </SimpleGrid>
      <Alert mt="md" variant="light" color={result ? 'blue' : 'gray'} role="status">
        {result ? (
          <Group gap="xs">
            <Text fw={600}>
              {target === 'distance' && `${result.distance} ${dUnit}`}
              {target === 'time' && `${result.hours} h ${result.minutes} min`}
              {target === 'speed' && `${result.speed} ${sUnit}`}
            </Text>
          </Group>
        ) : (
          'Fill in the other two values to calculate.'
        )}
      </Alert>
    </Card>
  );
}
