import { Card, Select, Title } from '@mantine/core';
import type { Preferences } from '@shared/preferences/preferences.contract';
import { useCarOptions } from '@web/features/cars/api/get-car-options';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useUpdatePreferences } from '../api/update-preferences';

/** The car Pitboard picks first (one of the team's cars). */
export function DefaultCarSection({ preferences }: { preferences: Preferences }) {
  // Whether the team has a car at all.
  const anyCar = useCarOptions({ limit: 1 });
  const update = useUpdatePreferences();

  const save = async (defaultCarId: string | null) => {
    try {
      await update.mutateAsync({ defaultCarId });
      notifySuccess(defaultCarId ? 'Default car saved' : 'Default car cleared');
    } catch (err) {
      notifyError(errorMessage(err, 'The default car could not be saved'));
    }
  };

  const noCars = anyCar.isSuccess && anyCar.data.length === 0;
  const carPicker = useCarPicker({
    placeholder: noCars ? 'Add a car first' : 'No default car',
    value: preferences.defaultCarId,
    onChange: (value) => void save(value),
    disabled: update.isPending || noCars,
    error: anyCar.isError ? 'Your cars could not be loaded.' : undefined,
  });
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Default Car
      </Title>
      <Select label="Default car" description="Preselected where you pick a car" clearable maw={420} {...carPicker} />
    </Card>
  );
}
