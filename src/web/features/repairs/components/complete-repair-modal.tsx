import { useState } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { todayIso } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { completeRepairSchema } from '@shared/repairs/repairs.contract';
import type { Repair } from '@shared/repairs/repairs.contract';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { useChangeRepairStatus } from '../api/change-repair-status';
import { DateField } from '@web/ui/date-field';
import { CentsInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';

interface CompleteValues {
  completedDate: string | null;
  actualCostCents: number | null;
}

/** Completing a repair asks when it was done (today by default) and what it really cost. */
export function CompleteRepairModal({
  repair,
  opened,
  onClose,
}: {
  repair: Repair;
  opened: boolean;
  onClose: () => void;
}) {
  const change = useChangeRepairStatus();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CompleteValues>({
    mode: 'controlled',
    initialValues: { completedDate: todayIso(), actualCostCents: repair.actualCostCents },
    validate: schemaResolver(completeRepairSchema, { sync: true }),
  });

  const close = () => {
    setError(null);
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await change.mutateAsync({
        id: repair.id,
        input: { status: 'Completed', completedDate: values.completedDate, actualCostCents: values.actualCostCents },
      });
      notifySuccess('Repair completed');
      close();
    } catch (err) {
      setError(applyServerErrors(form, err, 'The repair could not be completed. Please try again.'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Complete repair" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {repair.title} on {repair.carLabel}
            {repair.damageReport ? '. Its damage report will be marked repaired.' : '.'}
          </Text>
          <DateField label="Completed date" required data-autofocus {...form.getInputProps('completedDate')} />
          <CentsInput
            label="Actual cost"
            required
            placeholder="$0.00"
            description={
              repair.estimatedCostCents !== null ? `Estimated: ${formatCents(repair.estimatedCostCents)}` : undefined
            }
            {...form.getInputProps('actualCostCents')}
          />
          <FormActions onCancel={close} submitLabel="Complete repair" saving={change.isPending} color="green" />
        </Stack>
      </form>
    </Modal>
  );
}
