import { usePreferencesQuery } from './get-preferences';

/**
 * The user's units for a form: `ready` once the preferences have loaded (or failed to, then
 * imperial, the default). A form that shows distances waits for it, so its values and its
 * labels are in the same unit from the start.
 */
export function useUnits(): { ready: boolean; useMetric: boolean } {
  const query = usePreferencesQuery();
  return { ready: !query.isPending, useMetric: query.data?.useMetric ?? false };
}
