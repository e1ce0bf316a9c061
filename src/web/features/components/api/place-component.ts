import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Component, ComponentRebuild } from '@shared/components/components.contract';
import { carKeys } from '@web/features/cars/api/keys';
import { api } from '@web/lib/api-client';

export type PlaceAction =
  | { kind: 'install'; id: string; carId: string; date: string }
  | { kind: 'remove'; id: string; date: string }
  | { kind: 'move'; id: string; toCarId: string; date: string };

export function placeComponent(action: PlaceAction): Promise<Component> {
  const url = `/api/components/${action.id}/${action.kind}`;
  if (action.kind === 'install') return api.post<Component>(url, { carId: action.carId, date: action.date });
  if (action.kind === 'move') return api.post<Component>(url, { toCarId: action.toCarId, date: action.date });
  return api.post<Component>(url, { date: action.date });
}

/**
 * Installing, removing or moving a component changes it, its life and what its cars show (their
 * due counts include its service items), so everything under the cars refreshes.
 */
export function usePlaceComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}

/** Records a rebuild: its service items are reset (their history kept), so everything under the cars refreshes. */
export function useRebuildComponent(componentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.post<ComponentRebuild>(`/api/components/${componentId}/rebuild`, { note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}
