import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import {
  createMeterReadingSchema,
  type CreateMeterReadingInput,
  meterReadingMessages,
  type MeterReading,
  type MeterReadingSource,
} from '@shared/meter-readings/meter-readings.contract';
import { distanceUnit, fieldToMiles, milesToField } from '@shared/preferences/preferences.rules';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { ErrorState } from '@web/ui/error-state';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useCarMeterReadings } from '../api/get-car-meter-readings';
import { useRecordMeterReading } from '../api/record-meter-reading';
import { formatDistance, formatHours } from './format';

const sourceLabels: Record<MeterReadingSource, string> = {
  session: 'Session',
  manual: 'Manual',
  import: 'Import',
};

function sourceText(reading: MeterReading): string {
  if (reading.source !== 'session') return sourceLabels[reading.source];
  const name = reading.sessionName ?? 'Session';
  return reading.runningMinutes === null ? name : `${name} · ${reading.runningMinutes} min`;
}

function ReadingDistance({ reading, useMetric }: { reading: MeterReading; useMetric: boolean }) {
  return (
    <>
      {formatDistance(reading.distance, useMetric)}
      {reading.distanceEstimated ? (
        <Text component="span" size="xs" c="dimmed" title="Time × average speed">
          {' '}
          (est.)
        </Text>
      ) : null}
    </>
  );
}

/** Where the reading came from, marked when it corrects the one before, with its note. */
function ReadingSource({ reading }: { reading: MeterReading }) {
  return (
    <>
      <Group gap={6} wrap="wrap">
        <Text size="sm">{sourceText(reading)}</Text>
        {reading.isCorrection ? (
          <Badge color="orange" variant="light" size="sm">
            Correction
          </Badge>
        ) : null}
      </Group>
      {reading.note ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {reading.note}
        </Text>
      ) : null}
    </>
  );
}

const recordedAt = (reading: MeterReading) => dayjs(reading.recordedAt).format('MM/DD/YYYY h:mm A');

function ReadingsTable({ readings, useMetric }: { readings: MeterReading[]; useMetric: boolean }) {
  return (
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label="Meter readings">
      <Table verticalSpacing={6} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            <Table.Th ta="right">Distance</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Recorded by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {readings.map((r) => (
            <Table.Tr key={r.id} data-testid="meter-reading">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{recordedAt(r)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatHours(r.hours)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <ReadingDistance reading={r} useMetric={useMetric} />
              </Table.Td>
              <Table.Td>
                <ReadingSource reading={r} />
              </Table.Td>
              <Table.Td>{r.recordedByName ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One reading on a phone: both meters on the first line, when, where from and who below. */
function ReadingItem({ reading, useMetric }: { reading: MeterReading; useMetric: boolean }) {
  return (
    <Stack
      gap={2}
      py="xs"
      role="listitem"
      data-testid="meter-reading"
      style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {formatHours(reading.hours)} · <ReadingDistance reading={reading} useMetric={useMetric} />
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {recordedAt(reading)}
        </Text>
      </Group>
      <ReadingSource reading={reading} />
      <Text size="xs" c="dimmed">
        {reading.recordedByName ?? '—'}
      </Text>
    </Stack>
  );
}

/** The car's meter log, newest first: when, both meters, where each reading came from and who. */
export function MeterReadingsLog({ carId, useMetric }: { carId: string; useMetric: boolean }) {
  const log = useCarMeterReadings(carId);
  // A phone shows each reading as two lines rather than a table wider than the screen.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  if (log.isPending) return <PageLoader label="Loading meter readings..." />;
  if (log.isError) {
    return (
      <ErrorState
        message={errorMessage(log.error, meterReadingMessages.fetchFailed)}
        onRetry={() => void log.refetch()}
      />
    );
  }
  const readings = log.data.pages.flatMap((p) => p.items);
  const total = log.data.pages.at(-1)?.total ?? readings.length;
  if (readings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No readings yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {phone ? (
        <Stack gap={0} role="list" aria-label="Meter readings">
          {readings.map((r) => (
            <ReadingItem key={r.id} reading={r} useMetric={useMetric} />
          ))}
        </Stack>
      ) : (
        <ReadingsTable readings={readings} useMetric={useMetric} />
      )}
      {log.hasNextPage ? (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {readings.length} of {total} readings
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            Show more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

interface ReadingValues {
  hours: number | string;
  distance: number | string;
  isCorrection: boolean;
  note: string;
}

const numberOrNull = (value: number | string): number | null => (value === '' || value === null ? null : Number(value));

/**
 * Adds a reading of the car's meters, prefilled with the latest one. A reading lower than the
 * latest is refused by the server unless "Correction" is ticked; its message shows under the field.
 */
export function AddMeterReadingModal({
  car,
  useMetric,
  opened,
  onClose,
}: {
  car: MeterCar;
  useMetric: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Meter Reading"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Filled as it opens, from the car's meters as they are then. */}
      {opened ? <MeterReadingForm car={car} useMetric={useMetric} onDone={onClose} /> : null}
    </Modal>
  );
}

interface MeterCar {
  id: string;
  name: string;
  hours: number;
  miles: number;
}

function MeterReadingForm({ car, useMetric, onDone }: { car: MeterCar; useMetric: boolean; onDone: () => void }) {
  const record = useRecordMeterReading();
  const [error, setError] = useState<string | null>(null);
  const unit = distanceUnit(useMetric) === 'km' ? 'km' : 'mi';
  const form = useForm<ReadingValues, CreateMeterReadingInput>({
    mode: 'controlled',
    initialValues: {
      hours: milesToField(car.hours, false),
      distance: milesToField(car.miles, useMetric),
      isCorrection: false,
      note: '',
    },
    transformValues: (values) => ({
      hours: fieldToMiles(numberOrNull(values.hours), car.hours, false) ?? Number.NaN,
      distance: fieldToMiles(numberOrNull(values.distance), car.miles, useMetric) ?? Number.NaN,
      isCorrection: values.isCorrection,
      note: values.note,
    }),
    validate: schemaResolver(createMeterReadingSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (input) => {
    setError(null);
    try {
      await record.mutateAsync({ carId: car.id, input });
      notifySuccess('Reading recorded');
      onDone();
    } catch (err) {
      const message = applyServerErrors(form, err, meterReadingMessages.saveFailed);
      // A refused reading says why under its field; only other failures need the banner.
      setError(Object.keys(fieldErrors(err)).length > 0 ? null : message);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          What {car.name}&apos;s meters read now. The car&apos;s hours and {unit === 'km' ? 'distance' : 'miles'} become
          this reading.
        </Text>
        <NumberInput
          label="Hours"
          required
          min={0}
          step={0.1}
          decimalScale={1}
          data-autofocus
          {...form.getInputProps('hours')}
        />
        <NumberInput
          label={`Distance (${unit})`}
          required
          min={0}
          step={1}
          decimalScale={1}
          {...form.getInputProps('distance')}
        />
        <Checkbox
          label="Correction"
          description="The meter was replaced or the last reading was mistyped: a lower reading is taken and the history keeps both."
          {...form.getInputProps('isCorrection', { type: 'checkbox' })}
        />
        <Textarea label="Note" autosize minRows={2} maxLength={1000} {...form.getInputProps('note')} />
        <FormActions onCancel={onDone} submitLabel="Save Reading" saving={record.isPending} />
      </Stack>
    </form>
  );
}
