import { useCallback, useState } from 'react';
import { Alert, Autocomplete, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { carWithNumber } from '@shared/event-cars/event-cars.rules';
import { sessionTypes } from '@shared/event-sessions/event-sessions.contract';
import { sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import { lapTimeParts } from '@shared/events/lap-time.rules';
import { todayIso } from '@shared/lib/dates';
import {
  raceResultFormSchema,
  trackConditionOptions,
  weatherOptions,
  type RaceResult,
  type RaceResultInput,
} from '@shared/race-results/race-results.contract';
import { usePreselectDefaultCar } from '@web/features/preferences/api/use-default-car';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { savedOnDevice, useSendTrackWrite } from '../offline/use-track-writes';
import { numberOrNull } from '@web/lib/numbers';
import type { NumberField } from './form-numbers';
import { LapTimeFields } from './lap-time-fields';
import { lapPreview } from './post-session-form';
import { usePhoneLayout } from './use-phone-layout';
import { FormActions } from '@web/ui/form-actions';

interface ResultValues {
  eventCarId: string | null;
  startPosition: NumberField;
  finishPosition: NumberField;
  totalParticipants: NumberField;
  bestLap: { minutes: NumberField; seconds: NumberField; milliseconds: NumberField };
  class: string;
  sessionType: string | null;
  weather: string;
  trackCondition: string;
  notes: string;
}

function initialValues(result: RaceResult | null): ResultValues {
  const lap = result?.bestLapMs != null ? lapTimeParts(result.bestLapMs) : null;
  const num = (v: number | null | undefined): NumberField => (v === null || v === undefined ? '' : v);
  return {
    eventCarId: result?.eventCarId ?? null,
    startPosition: num(result?.startPosition),
    finishPosition: num(result?.finishPosition),
    totalParticipants: num(result?.totalParticipants),
    bestLap: { minutes: num(lap?.minutes), seconds: num(lap?.seconds), milliseconds: num(lap?.milliseconds) },
    class: result?.class ?? '',
    sessionType: result?.sessionType ?? null,
    weather: result?.weather ?? '',
    trackCondition: result?.trackCondition ?? '',
    notes: result?.notes ?? '',
  };
}

function toInput(v: ResultValues): RaceResultInput {
  return {
    eventCarId: v.eventCarId ?? '',
    startPosition: numberOrNull(v.startPosition),
    finishPosition: numberOrNull(v.finishPosition),
    totalParticipants: numberOrNull(v.totalParticipants),
    bestLap: {
      minutes: numberOrNull(v.bestLap.minutes),
      seconds: numberOrNull(v.bestLap.seconds),
      milliseconds: numberOrNull(v.bestLap.milliseconds),
    },
    class: v.class,
    sessionType: v.sessionType,
    weather: v.weather,
    trackCondition: v.trackCondition,
    notes: v.notes,
    today: todayIso(),
  };
}

/** Add or edit a race result of one of the event's registered cars. */
export function RaceResultModal({
  eventId,
  cars,
  editing,
  opened,
  onClose,
}: {
  eventId: string;
  cars: EventCar[];
  /** The result being edited, or null for a new one. */
  editing: RaceResult | null;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = usePhoneLayout();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Result' : 'Add Result'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
    >
      <RaceResultForm eventId={eventId} cars={cars} editing={editing} onDone={onClose} />
    </Modal>
  );
}

function RaceResultForm({
  eventId,
  cars,
  editing,
  onDone,
}: {
  eventId: string;
  cars: EventCar[];
  editing: RaceResult | null;
  onDone: () => void;
}) {
  const save = useSendTrackWrite('race-result');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResultValues>({
    mode: 'controlled',
    initialValues: initialValues(editing),
    validate: schemaResolver(raceResultFormSchema, { sync: true }),
  });
  // A new result starts on the user's default car when it is registered for the event.
  const { setFieldValue } = form;
  usePreselectDefaultCar({
    enabled: editing === null,
    value: form.values.eventCarId,
    carIds: cars.map((c) => c.carId),
    onPreselect: useCallback(
      (carId: string) => {
        const entry = cars.find((c) => c.carId === carId);
        if (!entry) return;
        setFieldValue('eventCarId', entry.id);
        if (entry.class) setFieldValue('class', entry.class);
      },
      [cars, setFieldValue],
    ),
  });
  const preview = lapPreview(toInput(form.values).bestLap ?? {});

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const car = cars.find((c) => c.id === values.eventCarId);
      const carLabel = car ? carWithNumber(car.carName, car.carNumber) : 'the car';
      const outcome = await save.send({ eventId, resultId: editing?.id ?? null, carLabel, input: toInput(values) });
      if (outcome.queued) notifySuccess(savedOnDevice(`Result of ${carLabel}`));
      else {
        const { carName } = outcome.data;
        notifySuccess(editing ? `Result of ${carName} updated` : `Result of ${carName} recorded`);
      }
      onDone();
    } catch (err) {
      setError(applyServerErrors(form, err, 'The result could not be saved'));
    }
  });

  const carData = cars.map((c) => ({ value: c.id, label: carWithNumber(c.carName, c.carNumber) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Select
          label="Car"
          required
          data={carData}
          placeholder="Select a registered car"
          {...form.getInputProps('eventCarId')}
          onChange={(value: string | null) => {
            form.setFieldValue('eventCarId', value);
            const car = cars.find((c) => c.id === value);
            if (car?.class && form.values.class === '') form.setFieldValue('class', car.class);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label="Start position"
            clampBehavior="none"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('startPosition')}
          />
          <NumberInput
            label="Finish position"
            clampBehavior="none"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('finishPosition')}
          />
          <NumberInput
            label="Total participants"
            clampBehavior="none"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('totalParticipants')}
          />
        </SimpleGrid>
        <LapTimeFields form={form} preview={preview} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Class" {...form.getInputProps('class')} />
          <Select
            label="Session"
            clearable
            data={sessionTypes.map((t) => ({ value: t, label: sessionValueLabel(t) }))}
            {...form.getInputProps('sessionType')}
          />
          <Autocomplete label="Weather" data={[...weatherOptions]} {...form.getInputProps('weather')} />
          <Autocomplete
            label="Track condition"
            data={[...trackConditionOptions]}
            {...form.getInputProps('trackCondition')}
          />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <FormActions onCancel={onDone} submitLabel={editing ? 'Save Result' : 'Add Result'} saving={save.sending} />
      </Stack>
    </form>
  );
}
