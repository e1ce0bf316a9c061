import { useState } from 'react';
import { Alert, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { AppError } from '@shared/lib/app-error';
import { locationFormValues, locationInputSchema, type Location } from '@shared/inventory/locations.contract';
import { locationMessages, locationTypeLabels, locationTypes } from '@shared/inventory/locations.rules';
import { applyServerErrors } from '@web/lib/form';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { useSaveLocation } from '../api/locations';

const typeOptions = locationTypes.map((value) => ({ value, label: locationTypeLabels[value] }));

type LocationFormState = ReturnType<typeof locationFormValues>;

/** Add Location and Edit Location: name, type, description and the default flag. */
export function LocationFormModal({
  opened,
  location,
  isFirst,
  onClose,
}: {
  opened: boolean;
  /** The location being edited, or null for a new one. */
  location: Location | null;
  /** The team has no location yet: the new one will be the default. */
  isFirst: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
      opened={opened}
      onClose={onClose}
      title={location ? 'Edit Location' : 'Add Location'}
    >
      {/* The modal mounts its content on each opening, so the form starts from the stored values. */}
      <LocationForm location={location} isFirst={isFirst} onClose={onClose} />
    </Modal>
  );
}

function LocationForm({
  location,
  isFirst,
  onClose,
}: {
  location: Location | null;
  isFirst: boolean;
  onClose: () => void;
}) {
  const save = useSaveLocation(location?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LocationFormState>({
    mode: 'controlled',
    initialValues: { ...locationFormValues(location), isDefault: location?.isDefault ?? isFirst },
    clearInputErrorOnChange: true,
    validate: schemaResolver(locationInputSchema, { sync: true }),
  });
  // The default stays the default until another location is made the default.
  const defaultLocked = location?.isDefault === true || (location === null && isFirst);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(location ? `Location "${saved.name}" saved` : `Location "${saved.name}" added`);
      onClose();
    } catch (err) {
      if (err instanceof AppError && err.code === 'conflict') {
        form.setFieldError('name', err.message);
        return;
      }
      const message = applyServerErrors(form, err, 'Unknown error occurred');
      setError(locationMessages.saveFailed(message));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label="Location name" required data-autofocus maxLength={120} {...form.getInputProps('name')} />
        <Select
          label="Type"
          data={typeOptions}
          allowDeselect={false}
          checkIconPosition="right"
          {...form.getInputProps('type')}
        />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Switch
          label="Default location"
          description={
            defaultLocked
              ? location
                ? 'This is your default location. Make another location the default to change it.'
                : 'Your first location is your default location.'
              : 'New items start in the default location.'
          }
          disabled={defaultLocked}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={location ? 'Save Changes' : 'Add Location'}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
