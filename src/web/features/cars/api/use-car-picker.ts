import { carLabel } from '@shared/cars/car-label.rules';
import type { CarOption } from '@shared/cars/cars.contract';
import { usePreferencesQuery } from '@web/features/preferences/api/get-preferences';
import { usePreselectDefaultCar } from '@web/features/preferences/api/use-default-car';
import {
  useServerMultiPicker,
  useServerPicker,
  type PickerSource,
  type ServerMultiPickerOptions,
  type ServerPickerOptions,
} from '@web/lib/use-server-picker';
import { carOptionsQuery } from './get-car-options';

/** Which cars a picker offers: the team's active ones, or a client's, or those without a client. */
interface CarScope {
  /** Only this client's cars. */
  clientId?: string | null | undefined;
  /** Only the cars without a client. */
  unassigned?: boolean | undefined;
}

const carSource = ({ clientId, unassigned }: CarScope): PickerSource<CarOption> => ({
  query: (params) => carOptionsQuery({ ...params, clientId, unassigned }),
  toItem: (car) => ({ value: car.id, label: carLabel(car) }),
  messages: { loading: 'Loading cars...', failed: 'Failed to fetch cars', nothingFound: 'No cars match' },
});

export interface CarPickerOptions extends CarScope, Omit<ServerPickerOptions, 'anyLabel'> {
  /** An option for "any car" (value ''), offered first, e.g. 'All cars' on a list filter. */
  anyCarLabel?: string | undefined;
  /** A new record: start on the user's default car when the picker offers it and nothing is chosen. */
  preselectDefault?: boolean | undefined;
}

/**
 * The props of a searchable Mantine Select of the team's cars, asked of the server: the first
 * 50 by name matching what is typed (name, make or model), plus the chosen car, so it stays
 * labelled. Other props (onFocus, onBlur, …) pass through.
 */
export function useCarPicker<T extends CarPickerOptions>(options: T) {
  const { clientId, unassigned, anyCarLabel, preselectDefault = false, ...rest } = options;
  const preferences = usePreferencesQuery();
  const defaultCarId = preselectDefault ? (preferences.data?.defaultCarId ?? null) : null;
  const picker = useServerPicker(
    carSource({ clientId, unassigned }),
    { ...rest, anyLabel: anyCarLabel },
    // The default car waits for the preferences.
    { alsoIds: defaultCarId ? [defaultCarId] : [], ready: !(preselectDefault && preferences.isPending) },
  );

  usePreselectDefaultCar({
    enabled: preselectDefault,
    value: rest.value || null,
    carIds: picker.query.isSuccess && !picker.query.isPlaceholderData ? picker.rows.map((c) => c.id) : undefined,
    onPreselect: rest.onChange,
  });
  return picker.props;
}

export interface CarMultiPickerOptions extends CarScope, Omit<ServerMultiPickerOptions, 'emptyMessage'> {
  /** Shown when the team has no cars at all. */
  noCarsMessage?: string | undefined;
}

/** useCarPicker for a MultiSelect: the chosen cars are always fetched, so they stay labelled. */
export function useCarMultiPicker<T extends CarMultiPickerOptions>(options: T) {
  const { clientId, unassigned, noCarsMessage, ...rest } = options;
  return useServerMultiPicker(carSource({ clientId, unassigned }), { ...rest, emptyMessage: noCarsMessage });
}

/**
 * useCarPicker for the required Car field of a record's form (a repair, a damage report): a new
 * record without a car starts on the user's default car; a locked record keeps its car.
 */
export function useRecordCarPicker<T extends CarPickerOptions>(
  input: T,
  record: { creating: boolean; hasCar: boolean; locked: boolean | undefined },
) {
  return useCarPicker({
    ...input,
    placeholder: 'Select a car',
    disabled: Boolean(record.locked),
    preselectDefault: record.creating && !record.hasCar && !record.locked,
  });
}
