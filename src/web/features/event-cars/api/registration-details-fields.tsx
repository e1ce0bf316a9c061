import { Select, SimpleGrid, TextInput, type SelectProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DollarInput } from '@web/ui/dollar-input';

type RegistrationField = 'carNumber' | 'class' | 'fee';

/** The details of a car's registration for an event, wherever a car is registered from. */
export function RegistrationDetailsFields({
  inputProps,
  driverSelect,
}: {
  inputProps: (field: RegistrationField) => GetInputPropsReturnType;
  /** The driver picker's props (the registering feature's server-side driver picker, bound to driverId). */
  driverSelect: Omit<SelectProps, 'label'>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Car number" placeholder="e.g. 42" {...inputProps('carNumber')} />
      <TextInput label="Class" placeholder="e.g. Spec Miata" {...inputProps('class')} />
      <Select label="Driver" clearable {...driverSelect} />
      <DollarInput label="Registration fee" {...inputProps('fee')} />
    </SimpleGrid>
  );
}
