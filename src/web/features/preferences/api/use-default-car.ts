import { useEffect, useRef } from 'react';
import { usePreferencesQuery } from './get-preferences';

/**
 * Preselects the user's default car in a car picker of a form that creates a record, once: when
 * the preferences and the picker's cars have loaded, the field is still empty and the page has
 * not chosen a car itself (e.g. from `?carId=`). A default car the picker does not offer is
 * ignored; a choice the user clears is not filled again.
 */
export function usePreselectDefaultCar({
  enabled,
  value,
  carIds,
  onPreselect,
}: {
  /** False on edit forms and where the page already picked the car. */
  enabled: boolean;
  value: string | null;
  /** The cars the picker offers; undefined while they load. */
  carIds: readonly string[] | undefined;
  onPreselect: (carId: string) => void;
}): void {
  const preferences = usePreferencesQuery();
  const done = useRef(false);
  const defaultCarId = preferences.data?.defaultCarId ?? null;
  const loaded = !preferences.isPending && carIds !== undefined;

  useEffect(() => {
    if (done.current || !loaded) return;
    done.current = true;
    if (enabled && value === null && defaultCarId !== null && carIds.includes(defaultCarId)) {
      onPreselect(defaultCarId);
    }
  }, [loaded, enabled, value, defaultCarId, carIds, onPreselect]);
}
