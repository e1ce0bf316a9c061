import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  brakeConditions,
  defaultWheelTorqueSpec,
  preSessionInspectionSchema,
  sessionDuration,
  sessionTypes,
  type BrakeCondition,
  type EventSession,
  type PreSessionInspectionInput,
  type SessionType,
} from '@shared/event-sessions/event-sessions.contract';
import { sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import { isReadyForSession } from '@shared/event-sessions/session-inspection.rules';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { ofSession, savedOnDevice, useSendTrackWrite } from '../offline/use-track-writes';
import { numberOrNull } from '@web/lib/numbers';
import { blankWheels, wheelsOrNull, type NumberField, type WheelValues } from './form-numbers';
import { TirePressureFields } from './tire-fields';

const checks = [
  ['sdCardChecked', 'SD card checked'],
  ['dataSystemsChecked', 'Data systems checked'],
  ['waterTempPass', 'Water temp pass'],
  ['oilTempPass', 'Oil temp pass'],
  ['fireSystemPinChecked', 'Fire system pin checked'],
  ['carCleaned', 'Car cleaned'],
  ['generalInspectionPass', 'General inspection pass'],
] as const;

type CheckKey = (typeof checks)[number][0];

type PreSessionValues = Record<CheckKey, boolean> & {
  sessionType: SessionType;
  expectedSessionMinutes: NumberField;
  wheelTorqueSpec: string;
  fuelAmount: NumberField;
  tirePressures: WheelValues<NumberField>;
  brakePadsCondition: BrakeCondition;
  brakeRotorsCondition: BrakeCondition;
  notes: string;
};

function toInput(v: PreSessionValues): PreSessionInspectionInput {
  return {
    sessionType: v.sessionType,
    expectedSessionMinutes: numberOrNull(v.expectedSessionMinutes) ?? undefined,
    wheelTorqueSpec: v.wheelTorqueSpec,
    sdCardChecked: v.sdCardChecked,
    dataSystemsChecked: v.dataSystemsChecked,
    waterTempPass: v.waterTempPass,
    oilTempPass: v.oilTempPass,
    fireSystemPinChecked: v.fireSystemPinChecked,
    carCleaned: v.carCleaned,
    generalInspectionPass: v.generalInspectionPass,
    fuelAmount: numberOrNull(v.fuelAmount),
    tirePressures: wheelsOrNull(v.tirePressures),
    brakePadsCondition: v.brakePadsCondition,
    brakeRotorsCondition: v.brakeRotorsCondition,
    notes: v.notes,
  };
}

const resolver = schemaResolver(preSessionInspectionSchema, { sync: true });
const brakeData = brakeConditions.map((c) => ({ value: c, label: sessionValueLabel(c) }));

/** The pre-session inspection: submit enables only when the car is ready (the shared rule). */
export function PreSessionForm({
  session,
  carLabel,
  onDone,
}: {
  session: EventSession;
  carLabel: string;
  onDone: () => void;
}) {
  const save = useSendTrackWrite('session-pre');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PreSessionValues>({
    mode: 'controlled',
    initialValues: {
      sessionType: (sessionTypes as readonly string[]).includes(session.sessionType)
        ? (session.sessionType as SessionType)
        : 'practice',
      expectedSessionMinutes: sessionDuration.default,
      wheelTorqueSpec: defaultWheelTorqueSpec,
      sdCardChecked: false,
      dataSystemsChecked: false,
      waterTempPass: false,
      oilTempPass: false,
      fireSystemPinChecked: false,
      carCleaned: false,
      generalInspectionPass: false,
      fuelAmount: '',
      tirePressures: blankWheels(),
      brakePadsCondition: 'good',
      brakeRotorsCondition: 'good',
      notes: '',
    },
    validate: (values) => resolver(toInput(values)),
  });
  const ready = isReadyForSession({
    ...form.values,
    fuelAmount: numberOrNull(form.values.fuelAmount),
    tirePressures: wheelsOrNull(form.values.tirePressures),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const { queued } = await save.send({
        ...ofSession(session, carLabel),
        input: toInput(values),
      });
      const what = `Pre-session inspection of ${session.name}`;
      notifySuccess(queued ? savedOnDevice(what) : `${what} saved`);
      onDone();
    } catch (err) {
      setError(applyServerErrors(form, err, 'The pre-session inspection could not be saved'));
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Session type"
            data={sessionTypes.map((t) => ({ value: t, label: sessionValueLabel(t) }))}
            allowDeselect={false}
            {...form.getInputProps('sessionType')}
          />
          <NumberInput
            label="Expected session time (minutes)"
            clampBehavior="none"
            min={sessionDuration.min}
            max={sessionDuration.max}
            allowDecimal={false}
            {...form.getInputProps('expectedSessionMinutes')}
          />
          <TextInput label="Wheel torque spec" {...form.getInputProps('wheelTorqueSpec')} />
        </SimpleGrid>
        <Fieldset legend="Checks" variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {checks.map(([key, label]) => (
              <Checkbox key={key} label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <NumberInput
          label="Fuel amount (gallons)"
          required
          min={0}
          decimalScale={2}
          {...form.getInputProps('fuelAmount')}
        />
        <TirePressureFields form={form} required />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Brake pads"
            data={brakeData}
            allowDeselect={false}
            {...form.getInputProps('brakePadsCondition')}
          />
          <Select
            label="Brake rotors"
            data={brakeData}
            allowDeselect={false}
            {...form.getInputProps('brakeRotorsCondition')}
          />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        {!ready ? (
          <Text size="sm" c="dimmed" role="status">
            Tick every check and fill in the four tire pressures and the fuel to continue.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" disabled={!ready} loading={save.sending}>
            Complete Pre-Session Inspection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
