import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DollarInput } from './dollar-input';

type RegistrationField = 'carNumber' | 'class' | 'driverId' | 'fee';

/** The details of a car's registration for an event, wherever a car is registered from. */
export function RegistrationDetailsFields({
  inputProps,
  drivers,
  driversLoading,
}: {
  inputProps: (field: RegistrationField) => GetInputPropsReturnType;
  drivers: { value: string; label: string }[];
  driversLoading: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Car number" placeholder="e.g. 42" {...inputProps('carNumber')} />
      <TextInput label="Class" placeholder="e.g. Spec Miata" {...inputProps('class')} />
      <Select
        label="Driver"
        clearable
        searchable
        placeholder={driversLoading ? 'Loading drivers...' : 'Select a driver'}
        data={drivers}
        {...inputProps('driverId')}
      />
      <DollarInput label="Registration fee" {...inputProps('fee')} />
    </SimpleGrid>
  );
}
