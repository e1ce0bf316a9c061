import type { DriverOption } from '@shared/drivers/drivers.contract';
import { pickerOptionsQuery, type PickerParams } from '@web/lib/picker-options';
import { driverKeys } from './keys';

/** Under driverKeys.options(): a change to any driver refreshes every picker. Search: the name. */
export const driverOptionsQuery = (params: PickerParams = {}) =>
  pickerOptionsQuery<DriverOption>('/api/drivers/options', driverKeys.options(), params);
