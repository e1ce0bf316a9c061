import { carKeys } from '@web/features/cars/api/keys';

export interface ComponentListParams {
  search?: string;
  kind?: string;
  archived?: boolean;
  page?: number;
}

/**
 * Under the cars' keys: a component's hours follow its car's meters, so whatever refreshes the
 * cars (a session completed, a reading typed) refreshes the components too.
 */
export const componentKeys = {
  all: [...carKeys.all, 'components'] as const,
  list: (params: ComponentListParams) => [...componentKeys.all, 'list', params] as const,
  detail: (id: string) => [...componentKeys.all, 'detail', id] as const,
  installations: (id: string) => [...componentKeys.detail(id), 'installations'] as const,
  accruals: (id: string) => [...componentKeys.detail(id), 'accruals'] as const,
  onCar: (carId: string) => [...componentKeys.all, 'on-car', carId] as const,
};
