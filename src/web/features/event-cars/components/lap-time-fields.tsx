import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lapTimeLimits } from '@shared/events/lap-time.rules';

/** Best lap as minutes (0-9), seconds (0-59) and milliseconds (0-999), under `bestLap.*` of a form. */
export function LapTimeFields<V>({ form, preview }: { form: UseFormReturnType<V>; preview: string | null }) {
  return (
    <Fieldset legend="Best lap" variant="filled">
      <SimpleGrid cols={3} spacing="xs">
        <NumberInput
          label="Minutes"
          clampBehavior="none"
          min={lapTimeLimits.minutes.min}
          max={lapTimeLimits.minutes.max}
          allowDecimal={false}
          {...form.getInputProps('bestLap.minutes')}
        />
        <NumberInput
          label="Seconds"
          clampBehavior="none"
          min={lapTimeLimits.seconds.min}
          max={lapTimeLimits.seconds.max}
          allowDecimal={false}
          {...form.getInputProps('bestLap.seconds')}
        />
        <NumberInput
          label="Milliseconds"
          clampBehavior="none"
          min={lapTimeLimits.milliseconds.min}
          max={lapTimeLimits.milliseconds.max}
          allowDecimal={false}
          {...form.getInputProps('bestLap.milliseconds')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt={6} aria-live="polite">
        {preview ? `Best lap: ${preview}` : 'Enter minutes or seconds to record a best lap.'}
      </Text>
    </Fieldset>
  );
}
