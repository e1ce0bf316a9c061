import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceItemDetail } from '@shared/service-items/service-items.contract';
import { carKeys } from '@web/features/cars/api/keys';
import { api } from '@web/lib/api-client';
import { invalidateServiceItemDependents } from './invalidate';

/** Whose item is reset: a car's, or a tracked component's (counted against its own meters). */
export type ResetServiceItemTarget = { itemId: string } & ({ carId: string } | { componentId: string });

const ownerPath = (target: ResetServiceItemTarget) =>
  'carId' in target ? `/api/cars/${target.carId}` : `/api/components/${target.componentId}`;

/** Records a service at the owner's current hours and miles. */
export const resetServiceItem = (target: ResetServiceItemTarget) =>
  api.post<ServiceItemDetail>(`${ownerPath(target)}/service-items/${target.itemId}/reset`);

export function useResetServiceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetServiceItem,
    // A component's items are kept under the cars' keys (component-service-items.tsx).
    onSuccess: (_item, target) =>
      'carId' in target
        ? invalidateServiceItemDependents(queryClient, target.carId)
        : queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}
