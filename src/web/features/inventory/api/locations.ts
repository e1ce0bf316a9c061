import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Location, LocationInput } from '@shared/inventory/locations.contract';
import { api } from '@web/lib/api-client';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';

export const locationKeys = {
  /** Every inventory query: item lists show location names and counts. */
  inventory: ['inventory'] as const,
  list: () => ['inventory', 'locations'] as const,
};

/** A location changed: its list, and the item lists that name it. */
const invalidateLocationDependents = (queryClient: QueryClient) =>
  invalidateQueryKeys(queryClient, [locationKeys.inventory]);

/** The team's active locations, the default first, then by name, with their active item counts. */
export const getLocations = (signal?: AbortSignal) =>
  api.get<Location[]>('/api/inventory/locations', undefined, signal);

export const locationsQuery = () =>
  queryOptions({ queryKey: locationKeys.list(), queryFn: ({ signal }) => getLocations(signal) });

export const useLocations = () => useQuery(locationsQuery());

export const createLocation = (input: LocationInput) => api.post<Location>('/api/inventory/locations', input);
export const updateLocation = ({ id, input }: { id: string; input: LocationInput }) =>
  api.put<Location>(`/api/inventory/locations/${id}`, input);

/** Creates the location, or saves it when `id` is given. */
export function useSaveLocation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocationInput) => (id ? updateLocation({ id, input }) : createLocation(input)),
    onSuccess: () => invalidateLocationDependents(queryClient),
  });
}

/** Makes the location the team's default; the server clears the flag on the others. */
export const setDefaultLocation = (id: string) => api.post<Location>(`/api/inventory/locations/${id}/default`);

export function useSetDefaultLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultLocation,
    onSuccess: () => invalidateLocationDependents(queryClient),
  });
}

/** Removes an empty location from the lists (the server refuses one that still holds items). */
export const deleteLocation = (id: string) => api.delete(`/api/inventory/locations/${id}`);

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => invalidateLocationDependents(queryClient),
  });
}
