import { Card, Select, Text, Title } from '@mantine/core';
import { carLabel } from '@shared/cars/car-label.rules';
import type { Preferences } from '@shared/preferences/preferences.contract';
import { useCarOptions } from '@web/features/cars/api/get-car-options';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useUpdatePreferences } from '../api/update-preferences';

/** The car Pitboard picks first (one of the team's cars). */
export function DefaultCarSection({ preferences }: { preferences: Preferences }) {
  const cars = useCarOptions();
  const update = useUpdatePreferences();

  const save = async (defaultCarId: string | null) => {
    try {
      await update.mutateAsync({ defaultCarId });
      notifySuccess(defaultCarId ? 'Default car saved' : 'Default car cleared');
    } catch (err) {
      notifyError(errorMessage(err, 'The default car could not be saved'));
    }
  };

  const data = (cars.data ?? []).map((car) => ({ value: car.id, label: carLabel(car) }));
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Default Car
      </Title>
      {cars.isError ? (
        <Text size="sm" c="red">
          Your cars could not be loaded.
        </Text>
      ) : (
        <Select
          label="Default car"
          description="Preselected where you pick a car"
          placeholder={cars.isPending ? 'Loading cars...' : data.length === 0 ? 'Add a car first' : 'No default car'}
          data={data}
          value={preferences.defaultCarId}
          onChange={(value) => void save(value)}
          clearable
          searchable
          disabled={cars.isPending || update.isPending || data.length === 0}
          maw={420}
        />
      )}
    </Card>
  );
}
