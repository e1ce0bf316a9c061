import { useState } from 'react';
import {
  Alert,
  Card,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { carFormSchema, type Car, type CarDetail, type CarInput } from '@shared/cars/cars.contract';
import {
  expirationResetDate,
  normalizeSanctioningBodies,
  ownershipTypeLabels,
  ownershipTypes,
  rentalStatusLabels,
  rentalStatuses,
  rentalStatusOf,
  type OwnershipType,
  type RentalStatus,
} from '@shared/cars/cars.rules';
import { todayIso } from '@shared/lib/dates';
import { centsToDollars, dollarsToCents } from '@shared/lib/money';
import { fieldToMiles, milesToField } from '@shared/preferences/preferences.rules';
import { useCan } from '@web/features/account/api/use-can';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { useDriverPicker } from '@web/features/drivers/api/use-driver-picker';
import { useUnits } from '@web/features/preferences/api/use-units';
import { numberOrNull } from '@web/lib/numbers';
import { TeamModeOnly } from '@web/ui/team-mode-only';
import { CarImageInput, type ImageChoice } from './car-image-input';
import { DateField } from '@web/ui/date-field';
import { ExpirationDateField } from './expiration-date-field';
import { DollarInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';
import { PageLoader } from '@web/ui/page-loader';

export interface CarFormValues {
  name: string;
  make: string;
  model: string;
  year: number | string;
  color: string;
  description: string;
  /** In the user's distance unit. */
  miles: number | string;
  hours: number | string;
  purchaseDate: string | null;
  defaultDriverId: string | null;
  clientId: string | null;
  weight: number | string;
  horsepower: number | string;
  sanctioningBodies: string[];
  transponderNumber: string;
  logbookExpiration: string | null;
  beltsExpiration: string | null;
  fireBottleExpiration: string | null;
  ownershipType: OwnershipType;
  rentalStatus: RentalStatus;
  /** Dollars. */
  rentalRatePerHour: number | string;
  rentalRatePerDay: number | string;
}

export function carFormValues(car: Car | null, useMetric: boolean): CarFormValues {
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : v);
  return {
    name: car?.name ?? '',
    make: car?.make ?? '',
    model: car?.model ?? '',
    year: num(car?.year),
    color: car?.color ?? '',
    description: car?.description ?? '',
    miles: car ? milesToField(car.miles, useMetric) : '',
    hours: car ? milesToField(car.hours, false) : '',
    purchaseDate: car?.purchaseDate ?? null,
    defaultDriverId: car?.defaultDriverId ?? null,
    clientId: car?.clientId ?? null,
    weight: num(car?.weight),
    horsepower: num(car?.horsepower),
    sanctioningBodies: car?.sanctioningBodies ?? [],
    transponderNumber: car?.transponderNumber ?? '',
    logbookExpiration: car?.logbookExpiration ?? null,
    beltsExpiration: car?.beltsExpiration ?? null,
    fireBottleExpiration: car?.fireBottleExpiration ?? null,
    ownershipType: (ownershipTypes as readonly string[]).includes(car?.ownershipType ?? '')
      ? (car?.ownershipType as OwnershipType)
      : 'team',
    rentalStatus: rentalStatusOf(car?.rentalStatus),
    rentalRatePerHour: car?.rentalRatePerHourCents == null ? '' : centsToDollars(car.rentalRatePerHourCents),
    rentalRatePerDay: car?.rentalRatePerDayCents == null ? '' : centsToDollars(car.rentalRatePerDayCents),
  };
}

/** The body to save; a distance the user did not change keeps the car's stored miles exactly. */
export function toCarInput(values: CarFormValues, useMetric: boolean, car: Car | null): CarInput {
  const hourly = numberOrNull(values.rentalRatePerHour);
  const daily = numberOrNull(values.rentalRatePerDay);
  return {
    name: values.name,
    make: values.make,
    model: values.model,
    year: numberOrNull(values.year),
    color: values.color,
    description: values.description,
    miles: fieldToMiles(numberOrNull(values.miles), car?.miles, useMetric),
    // Hours the user did not change keep the car's stored hours exactly (a session adds minutes).
    hours: fieldToMiles(numberOrNull(values.hours), car?.hours, false),
    purchaseDate: values.purchaseDate,
    defaultDriverId: values.defaultDriverId,
    clientId: values.clientId,
    weight: numberOrNull(values.weight),
    horsepower: numberOrNull(values.horsepower),
    sanctioningBodies: normalizeSanctioningBodies(values.sanctioningBodies),
    transponderNumber: values.transponderNumber,
    logbookExpiration: values.logbookExpiration,
    beltsExpiration: values.beltsExpiration,
    fireBottleExpiration: values.fireBottleExpiration,
    ownershipType: values.ownershipType,
    rentalStatus: values.rentalStatus,
    rentalRatePerHourCents: hourly === null ? null : dollarsToCents(hourly),
    rentalRatePerDayCents: daily === null ? null : dollarsToCents(daily),
  };
}

export interface CarFormSubmit {
  values: CarFormValues;
  input: CarInput;
  image: ImageChoice;
}

interface CarFormProps {
  /** The car being edited (its detail names its driver and client), or null for a new one. */
  car: (Car & Partial<Pick<CarDetail, 'defaultDriverName' | 'clientName'>>) | null;
  submitLabel: string;
  /** Returns the message for the red box, or null on success. */
  onSubmit: (
    submit: CarFormSubmit,
    form: { setErrors(errors: Record<string, string>): void },
  ) => Promise<string | null>;
  onCancel: () => void;
  /** A new car's client, when it is added from the client's profile. */
  initialClientId?: string | null;
}

/** The vehicle form; it waits for the user's units so the mileage is filled in the unit it is labelled with. */
export function CarForm(props: CarFormProps) {
  const units = useUnits();
  if (!units.ready) return <PageLoader label="Loading vehicle form..." />;
  return <CarFormFields {...props} units={units.useMetric} />;
}

/**
 * The pickers offer active drivers and clients only; one archived since the car chose it stays
 * listed (marked) so the form shows it and saving keeps it.
 */
function archivedChoice(id: string | null | undefined, name: string | null | undefined) {
  return id ? [{ value: id, label: `${name ?? 'Unknown'} (archived)` }] : [];
}

function CarFormFields({
  car,
  submitLabel,
  onSubmit,
  onCancel,
  initialClientId,
  units,
}: CarFormProps & { units: boolean }) {
  // The unit the form was filled in; a change elsewhere does not relabel values typed in the other.
  const [useMetric] = useState(units);
  // Giving the car a client (or another one) is an assignment: others see the client, unchangeable.
  const canAssign = useCan('manage_assignments');
  const [image, setImage] = useState<ImageChoice>({ file: null, remove: false });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<CarFormValues>({
    mode: 'controlled',
    initialValues: { ...carFormValues(car, useMetric), ...(initialClientId ? { clientId: initialClientId } : {}) },
    validate: schemaResolver(carFormSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    try {
      setError(await onSubmit({ values, input: toCarInput(values, useMetric, car), image }, form));
    } finally {
      setSaving(false);
    }
  });

  const distanceLabel = useMetric ? 'Mileage (km)' : 'Miles';
  const resetDate = (field: 'logbookExpiration' | 'beltsExpiration' | 'fireBottleExpiration') => () =>
    form.setFieldValue(field, expirationResetDate(todayIso()));

  const driverPicker = useDriverPicker({
    ...form.getInputProps('defaultDriverId'),
    placeholder: 'No default driver',
    nothingFoundMessage: 'No drivers',
    extraOptions: archivedChoice(car?.defaultDriverId, car?.defaultDriverName),
  });
  const clientPicker = useClientPicker({
    ...form.getInputProps('clientId'),
    placeholder: 'No client',
    nothingFoundMessage: 'No clients',
    disabled: !canAssign,
    extraOptions: archivedChoice(car?.clientId, car?.clientName),
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert" title="The vehicle could not be saved">
            {error}
          </Alert>
        ) : null}

        <Card>
          <Title order={2} size="h4" mb="md">
            Vehicle
          </Title>
          <Stack gap="sm">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Make" {...form.getInputProps('make')} />
              <TextInput label="Model" {...form.getInputProps('model')} />
              <NumberInput label="Year" min={1886} max={2100} allowDecimal={false} {...form.getInputProps('year')} />
              <TextInput label="Color" {...form.getInputProps('color')} />
            </SimpleGrid>
            <Textarea label="Description" autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />
            <CarImageInput currentUrl={car?.imageUrl ?? null} value={image} onChange={setImage} />
          </Stack>
        </Card>

        <Card>
          <Title order={2} size="h4" mb="md">
            Usage and specifications
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={distanceLabel} min={0} step={1} decimalScale={1} {...form.getInputProps('miles')} />
            <NumberInput label="Hours" min={0} step={0.1} decimalScale={1} {...form.getInputProps('hours')} />
            <NumberInput label="Weight (lbs)" min={0} step={0.1} decimalScale={1} {...form.getInputProps('weight')} />
            <NumberInput label="Horsepower" min={0} {...form.getInputProps('horsepower')} />
            <TextInput label="Transponder number" {...form.getInputProps('transponderNumber')} />
            <DateField
              label="Purchase date"
              value={form.values.purchaseDate}
              onChange={(v) => form.setFieldValue('purchaseDate', v)}
              error={form.errors.purchaseDate}
            />
            <Select label="Default driver" clearable {...driverPicker} />
            <TeamModeOnly>
              <Select
                label="Client"
                clearable
                description={canAssign ? undefined : permissionMessages.manage_assignments}
                {...clientPicker}
              />
            </TeamModeOnly>
          </SimpleGrid>
          <TagsInput
            mt="sm"
            label="Sanctioning bodies"
            description="Type a name and press Enter"
            placeholder="SCCA, NASA, IMSA…"
            value={form.values.sanctioningBodies}
            onChange={(list) => form.setFieldValue('sanctioningBodies', normalizeSanctioningBodies(list))}
            onKeyDown={(event) => {
              // Enter on a blank entry adds nothing and must not submit the form.
              if (event.key === 'Enter' && event.currentTarget.value.trim() === '') event.preventDefault();
            }}
            error={form.errors.sanctioningBodies}
            clearable
          />
        </Card>

        <Card>
          <Title order={2} size="h4" mb="md">
            Expiration dates
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ExpirationDateField
              label="Logbook expiration"
              value={form.values.logbookExpiration}
              onChange={(v) => form.setFieldValue('logbookExpiration', v)}
              onReset={resetDate('logbookExpiration')}
              error={form.errors.logbookExpiration}
            />
            <ExpirationDateField
              label="Belts expiration"
              value={form.values.beltsExpiration}
              onChange={(v) => form.setFieldValue('beltsExpiration', v)}
              onReset={resetDate('beltsExpiration')}
              error={form.errors.beltsExpiration}
            />
            <ExpirationDateField
              label="Fire bottle expiration"
              value={form.values.fireBottleExpiration}
              onChange={(v) => form.setFieldValue('fireBottleExpiration', v)}
              onReset={resetDate('fireBottleExpiration')}
              error={form.errors.fireBottleExpiration}
            />
          </SimpleGrid>
        </Card>

        <Card>
          <Title order={2} size="h4" mb="md">
            Ownership and rental
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Ownership type"
              data={ownershipTypes.map((value) => ({ value, label: ownershipTypeLabels[value] }))}
              allowDeselect={false}
              {...form.getInputProps('ownershipType')}
            />
            <Select
              label="Rental status"
              data={rentalStatuses.map((value) => ({ value, label: rentalStatusLabels[value] }))}
              allowDeselect={false}
              {...form.getInputProps('rentalStatus')}
            />
            <DollarInput
              label="Hourly rental rate ($)"
              fixedDecimalScale
              {...form.getInputProps('rentalRatePerHour')}
            />
            <DollarInput label="Daily rental rate ($)" fixedDecimalScale {...form.getInputProps('rentalRatePerDay')} />
          </SimpleGrid>
        </Card>

        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
