import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@shared/preferences/preferences.contract';
import { defaultPreferences } from '@shared/preferences/preferences.rules';
import { api } from '@web/lib/api-client';
import { preferencesKeys } from './keys';

export const getPreferences = (signal?: AbortSignal) => api.get<Preferences>('/api/preferences', undefined, signal);

export const preferencesQuery = () =>
  queryOptions({ queryKey: preferencesKeys.all, queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferencesQuery = () => useQuery(preferencesQuery());

/** The user's preferences, or the spec's defaults while they load or if they cannot load. */
export function usePreferences(): Preferences {
  const { data } = usePreferencesQuery();
  return data ?? defaultPreferences;
}
