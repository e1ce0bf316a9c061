import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { optionsDefaultLimit } from '@shared/lib/options.contract';
import { api } from './api-client';

/** What a picker asks a GET /api/<records>/options for (see optionsQueryFields). */
export interface PickerParams {
  /** What the user typed. */
  search?: string;
  /** At most 100; 50 when left out. */
  limit?: number;
  /** Records always answered (within the filters), e.g. the picker's selected ones. */
  ids?: readonly string[];
}

/** A feature's own filters of its options (a client's cars, active clients …); false and blank ones are left out. */
export type PickerFilters = Record<string, string | boolean | null | undefined>;

/** The filters as sent: set ones only, by name, `true` spelled out. */
function normalizeFilters(filters: PickerFilters): Record<string, string> {
  const set: Record<string, string> = {};
  for (const name of Object.keys(filters).sort()) {
    const value = filters[name];
    if (value === undefined || value === null || value === false || value === '') continue;
    set[name] = value === true ? 'true' : value;
  }
  return set;
}

/** The same request always gets the same key (ids sorted, defaults spelled out). */
function normalize(params: PickerParams, filters: PickerFilters) {
  const scope = normalizeFilters(filters);
  return {
    search: params.search?.trim() ?? '',
    limit: params.limit ?? optionsDefaultLimit,
    ids: [...new Set(params.ids ?? [])].sort(),
    scope,
    /** The filters in one string, to tell whether two requests share them. */
    scopeKey: JSON.stringify(scope),
  };
}

/**
 * The query of a picker's options: GET `path` with the search, limit, ids and the feature's
 * filters, keyed under `baseKey` (so invalidating the feature refreshes every picker). While a
 * new search loads, the last answer stays, but never one of other filters (another client's cars).
 */
export function pickerOptionsQuery<T>(
  path: string,
  baseKey: QueryKey,
  params: PickerParams,
  filters: PickerFilters = {},
) {
  const key = normalize(params, filters);
  return queryOptions({
    queryKey: [...baseKey, key] as const,
    queryFn: ({ signal }) =>
      api.get<T[]>(path, { search: key.search, limit: key.limit, ids: key.ids.join(','), ...key.scope }, signal),
    placeholderData: (previous: T[] | undefined, previousQuery) => {
      const before = previousQuery?.queryKey.at(-1);
      const sameScope =
        typeof before === 'object' && before !== null && 'scopeKey' in before && before.scopeKey === key.scopeKey;
      return sameScope ? keepPreviousData(previous) : undefined;
    },
  });
}

export type PickerOptionsQuery<T> = ReturnType<typeof pickerOptionsQuery<T>>;
