import type { DriverOption } from '@shared/drivers/drivers.contract';
import { useServerPicker, type PickerSource, type ServerPickerOptions } from '@web/lib/use-server-picker';
import { driverOptionsQuery } from './get-driver-options';

const driverSource: PickerSource<DriverOption> = {
  query: driverOptionsQuery,
  toItem: (driver) => ({ value: driver.id, label: driver.name }),
  messages: { loading: 'Loading drivers...', failed: 'Failed to fetch drivers', nothingFound: 'No drivers match' },
};

/**
 * The props of a searchable Mantine Select of the team's active drivers, asked of the server:
 * the first 50 by name matching what is typed, plus the chosen driver.
 */
export const useDriverPicker = <T extends ServerPickerOptions<DriverOption>>(options: T) =>
  useServerPicker(driverSource, options).props;
