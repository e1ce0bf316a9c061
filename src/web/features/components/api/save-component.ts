import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Component, ComponentInput } from '@shared/components/components.contract';
import { carKeys } from '@web/features/cars/api/keys';
import { api } from '@web/lib/api-client';
import { componentKeys } from './keys';

export const createComponent = (input: ComponentInput) => api.post<Component>('/api/components', input);
export const updateComponent = ({ id, input }: { id: string; input: ComponentInput }) =>
  api.put<Component>(`/api/components/${id}`, input);

export function useCreateComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: componentKeys.all }),
  });
}

/** A component's meters count for the car it is installed in (its items' states), so the cars refresh too. */
export function useUpdateComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}

export function useArchiveComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archive }: { id: string; archive: boolean }) =>
      api.post<Component>(`/api/components/${id}/${archive ? 'archive' : 'restore'}`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: componentKeys.all }),
  });
}
