import { Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { wheelLabels, wheels } from './form-numbers';

/** Four tire pressures (psi) under `tirePressures.*` of a form. */
export function TirePressureFields<V>({ form, required }: { form: UseFormReturnType<V>; required?: boolean }) {
  return (
    <Fieldset legend="Tire pressures (psi)" variant="filled">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {wheels.map((w) => (
          <NumberInput
            key={w}
            label={wheelLabels[w]}
            required={required}
            min={0}
            decimalScale={1}
            {...form.getInputProps(`tirePressures.${w}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

const positions = ['outside', 'center', 'inside'] as const;

/** Tire temperatures (°F) per wheel, outside / center / inside, under `tireTemperatures.*`. */
export function TireTemperatureFields<V>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <Fieldset legend="Tire temperatures (°F)" variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {wheels.map((w) => (
          <Stack key={w} gap={4}>
            <Text size="sm" fw={600}>
              {wheelLabels[w]}
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              {positions.map((p) => (
                <NumberInput
                  key={p}
                  label={`${wheelLabels[w]} ${p}`}
                  hideControls
                  decimalScale={1}
                  {...form.getInputProps(`tireTemperatures.${w}.${p}`)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
