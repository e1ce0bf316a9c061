import { NumberInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import {
  correctSessionTimeSchema,
  meterReadingMessages,
  type CorrectSessionTimeInput,
  type SessionRunningTime,
} from '@shared/meter-readings/meter-readings.contract';
import { numberOrNull } from '@web/lib/numbers';
import { useFormSubmit } from '@web/lib/use-form-submit';
import { ErrorState } from '@web/ui/error-state';
import { FormActions, FormError } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useCorrectSessionTime, useSessionRunningTime } from '../api/correct-session-time';
import type { NumberField } from './form-numbers';
import { useTrackButtonSize } from './use-phone-layout';

interface CorrectionValues {
  runningMinutes: NumberField;
  laps: NumberField;
}

const resolver = schemaResolver(correctSessionTimeSchema, { sync: true });

/** Blank running time keeps the session's; blank laps means they are not known. */
const toInput = (values: CorrectionValues): CorrectSessionTimeInput => ({
  runningMinutes: numberOrNull(values.runningMinutes) ?? undefined,
  laps: numberOrNull(values.laps),
});

/**
 * Corrects a completed session's running time or laps: its reading in the car's meter log, the
 * car's hours and miles and those of the components installed move by the difference.
 */
export function SessionTimeCorrectionForm({
  session,
  carLabel,
  onDone,
}: {
  session: EventSession;
  carLabel: string;
  onDone: () => void;
}) {
  const current = useSessionRunningTime(session.eventId, session.id);
  return (
    <Stack gap="md">
      <Text fw={600}>
        {carLabel} · {session.name}
      </Text>
      {current.isPending ? (
        <PageLoader label="Loading the session's time..." />
      ) : current.isError ? (
        <ErrorState message={meterReadingMessages.fetchFailed} onRetry={() => void current.refetch()} />
      ) : (
        <CorrectionFields session={session} current={current.data} onDone={onDone} />
      )}
    </Stack>
  );
}

function CorrectionFields({
  session,
  current,
  onDone,
}: {
  session: EventSession;
  current: SessionRunningTime;
  onDone: () => void;
}) {
  const correct = useCorrectSessionTime(session.eventId, session.id);
  const buttonSize = useTrackButtonSize();
  const form = useForm<CorrectionValues>({
    mode: 'controlled',
    initialValues: { runningMinutes: current.runningMinutes, laps: current.laps ?? '' },
    validate: (values) => resolver(toInput(values)),
  });
  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    async (values) => {
      await correct.mutateAsync(toInput(values));
      notifySuccess(`${session.name} corrected`);
      onDone();
    },
    meterReadingMessages.saveFailed,
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        <NumberInput
          label="Running time (minutes)"
          description="The time the car actually ran. The car's hours, and those of the components installed in it, move by the difference."
          min={0}
          max={1440}
          step={1}
          allowDecimal={false}
          inputMode="numeric"
          size={buttonSize}
          data-autofocus
          {...form.getInputProps('runningMinutes')}
        />
        <NumberInput
          label="Laps"
          description="Blank when not known: the distance is then estimated from the time."
          min={0}
          max={10000}
          step={1}
          allowDecimal={false}
          inputMode="numeric"
          size={buttonSize}
          {...form.getInputProps('laps')}
        />
        <FormActions onCancel={onDone} submitLabel="Save Correction" saving={saving} />
      </Stack>
    </form>
  );
}
