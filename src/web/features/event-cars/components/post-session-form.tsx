import { useState } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  postSessionInspectionSchema,
  type EventSession,
  type PostSessionInspectionInput,
} from '@shared/event-sessions/event-sessions.contract';
import { lapFromInput } from '@shared/event-sessions/lap-time-input';
import { lapTimePartsErrors } from '@shared/events/lap-time.rules';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { ofSession, savedOnDevice, useSendTrackWrite } from '../offline/use-track-writes';
import { numberOrNull } from '@web/lib/numbers';
import { blankWheels, wheels, wheelsOrNull, type NumberField, type WheelValues } from './form-numbers';
import { LapTimeFields } from './lap-time-fields';
import { TirePressureFields, TireTemperatureFields } from './tire-fields';

type WheelTemps = { outside: NumberField; center: NumberField; inside: NumberField };

interface PostSessionValues {
  tirePressures: WheelValues<NumberField>;
  tireTemperatures: WheelValues<WheelTemps>;
  weightWithDriver: NumberField;
  bestLap: { minutes: NumberField; seconds: NumberField; milliseconds: NumberField };
  runningPosition: NumberField;
  notes: string;
}

const blankTemps = (): WheelTemps => ({ outside: '', center: '', inside: '' });

function toInput(v: PostSessionValues): PostSessionInspectionInput {
  const temps = (w: WheelTemps) => ({
    outside: numberOrNull(w.outside),
    center: numberOrNull(w.center),
    inside: numberOrNull(w.inside),
  });
  return {
    tirePressures: wheelsOrNull(v.tirePressures),
    tireTemperatures: Object.fromEntries(wheels.map((w) => [w, temps(v.tireTemperatures[w])])),
    weightWithDriver: numberOrNull(v.weightWithDriver),
    bestLap: {
      minutes: numberOrNull(v.bestLap.minutes),
      seconds: numberOrNull(v.bestLap.seconds),
      milliseconds: numberOrNull(v.bestLap.milliseconds),
    },
    runningPosition: numberOrNull(v.runningPosition),
    notes: v.notes,
  };
}

/** A preview of the lap the form builds, or null (nothing to build, or a part out of range). */
export function lapPreview(parts: {
  minutes?: number | null;
  seconds?: number | null;
  milliseconds?: number | null;
}): string | null {
  if (Object.keys(lapTimePartsErrors(parts)).length > 0) return null;
  return lapFromInput(parts).text;
}

const resolver = schemaResolver(postSessionInspectionSchema, { sync: true });

/** The post-session inspection: tires, weight, best lap and running position. */
export function PostSessionForm({
  session,
  carLabel,
  onDone,
}: {
  session: EventSession;
  carLabel: string;
  onDone: () => void;
}) {
  const save = useSendTrackWrite('session-post');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PostSessionValues>({
    mode: 'controlled',
    initialValues: {
      tirePressures: blankWheels(),
      tireTemperatures: { lf: blankTemps(), rf: blankTemps(), lr: blankTemps(), rr: blankTemps() },
      weightWithDriver: '',
      bestLap: { minutes: '', seconds: '', milliseconds: '' },
      runningPosition: '',
      notes: '',
    },
    validate: (values) => resolver(toInput(values)),
  });
  const preview = lapPreview(toInput(form.values).bestLap ?? {});

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const outcome = await save.send({
        ...ofSession(session, carLabel),
        input: toInput(values),
      });
      notifySuccess(
        outcome.queued
          ? savedOnDevice('Post-session inspection')
          : outcome.data.session.bestLapTime
            ? `Post-session inspection saved; best lap ${outcome.data.session.bestLapTime}`
            : 'Post-session inspection saved',
      );
      onDone();
    } catch (err) {
      setError(applyServerErrors(form, err, 'The post-session inspection could not be saved'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{session.name}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TirePressureFields form={form} />
        <TireTemperatureFields form={form} />
        <LapTimeFields form={form} preview={preview} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Weight with driver (lbs)"
            min={0}
            decimalScale={1}
            {...form.getInputProps('weightWithDriver')}
          />
          <NumberInput
            label="Running position"
            clampBehavior="none"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('runningPosition')}
          />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" loading={save.sending}>
            Complete Post-Session Inspection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
