import { useState } from 'react';
import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { todayIso } from '@shared/lib/dates';
import type { Component } from '@shared/components/components.contract';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { DateField } from '@web/ui/date-field';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { usePlaceComponent } from '../api/place-component';

export type PlaceKind = 'install' | 'remove' | 'move';

const submitLabels: Record<PlaceKind, string> = { install: 'Install', remove: 'Remove', move: 'Move' };

const titles: Record<PlaceKind, string> = {
  install: 'Install on a car',
  remove: 'Remove to the shelf',
  move: 'Move to another car',
};

/**
 * The moment sent for a chosen day: now when it is today (the time of the change), else that
 * day at noon, local time.
 */
export function momentOfDay(day: string, now: Date = new Date()): string {
  if (day === todayIso(now)) return now.toISOString();
  return new Date(`${day}T12:00:00`).toISOString();
}

/** Install, remove or move a component, with the date it happened (today unless changed). */
export function PlaceComponentModal({
  component,
  kind,
  onClose,
}: {
  component: Component;
  kind: PlaceKind | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? titles[kind] : ''} centered>
      {kind ? <PlaceForm component={component} kind={kind} onClose={onClose} /> : null}
    </Modal>
  );
}

function PlaceForm({ component, kind, onClose }: { component: Component; kind: PlaceKind; onClose: () => void }) {
  const [carId, setCarId] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(todayIso());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const place = usePlaceComponent();
  const carPicker = useCarPicker({
    value: carId,
    onChange: (value: string | null) => setCarId(value),
    placeholder: 'Select a car',
    error: errors.carId ?? errors.toCarId,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (kind !== 'remove' && !carId) next.carId = 'Choose a car';
    if (!day) next.date = 'Enter a valid date';
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0 || !day) return;
    const date = momentOfDay(day);
    try {
      const saved = await place.mutateAsync(
        kind === 'install'
          ? { kind, id: component.id, carId: carId ?? '', date }
          : kind === 'move'
            ? { kind, id: component.id, toCarId: carId ?? '', date }
            : { kind, id: component.id, date },
      );
      notifySuccess(
        saved.installedOn ? `${saved.name} installed on ${saved.installedOn.carName}` : `${saved.name} is on the shelf`,
      );
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : errorMessage(err, 'The change could not be saved'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={titles[kind]}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        {component.installedOn ? (
          <Text size="sm" c="dimmed">
            Now on {component.installedOn.carName}
          </Text>
        ) : null}
        {kind === 'remove' ? null : <Select label={kind === 'move' ? 'To car' : 'Car'} required {...carPicker} />}
        <DateField label="Date" required value={day} onChange={setDay} maxDate={new Date()} error={errors.date} />
        <FormActions onCancel={onClose} submitLabel={submitLabels[kind]} saving={place.isPending} />
      </Stack>
    </form>
  );
}
