import { useState } from 'react';
import { Alert, NumberInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import { completeSessionSchema } from '@shared/meter-readings/meter-readings.contract';
import { sessionRunningMinutes } from '@shared/meter-readings/meter-readings.rules';
import { errorMessage } from '@web/lib/api-client';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { ofSession, savedOnDevice, useSendTrackWrite } from '../offline/use-track-writes';
import { useTrackButtonSize } from './use-phone-layout';

interface CompleteValues {
  runningMinutes: number | string;
}

/**
 * Completing a session asks how long it ran (start to now, as the user confirms or changes it):
 * that time, and the distance it makes, are added to the car's hours and miles.
 */
export function SessionCompleteForm({
  session,
  carLabel,
  onDone,
}: {
  session: EventSession;
  carLabel: string;
  onDone: () => void;
}) {
  const change = useSendTrackWrite('session-status');
  const buttonSize = useTrackButtonSize();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<CompleteValues>({
    mode: 'controlled',
    initialValues: { runningMinutes: sessionRunningMinutes(new Date(session.startTime), new Date()) },
    validate: schemaResolver(completeSessionSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    try {
      const runningMinutes = Number(values.runningMinutes);
      const { queued } = await change.send({
        ...ofSession(session, carLabel),
        action: 'complete',
        input: { runningMinutes },
      });
      notifySuccess(queued ? savedOnDevice(`Completion of ${session.name}`) : `${session.name} completed`);
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'The session could not be updated'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text fw={600}>
          {carLabel} · {session.name}
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <NumberInput
          label="Running time (minutes)"
          description="From the session's start to now. Change it to the time the car actually ran; it is added to the car's hours and miles."
          required
          min={0}
          max={1440}
          step={1}
          allowDecimal={false}
          inputMode="numeric"
          size={buttonSize}
          data-autofocus
          {...form.getInputProps('runningMinutes')}
        />
        <FormActions onCancel={onDone} submitLabel="Complete Session" saving={saving} color="green" />
      </Stack>
    </form>
  );
}
