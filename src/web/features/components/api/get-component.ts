import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Component,
  ComponentAccrualsPage,
  ComponentInstallation,
  ComponentRebuild,
} from '@shared/components/components.contract';
import { api } from '@web/lib/api-client';
import { componentKeys } from './keys';

export const getComponent = (id: string, signal?: AbortSignal) =>
  api.get<Component>(`/api/components/${id}`, undefined, signal);

export const componentQuery = (id: string) =>
  queryOptions({ queryKey: componentKeys.detail(id), queryFn: ({ signal }) => getComponent(id, signal) });

export const useComponent = (id: string) => useQuery(componentQuery(id));

/** Every stay of the component on a car, newest first. */
export const useComponentInstallations = (id: string) =>
  useQuery({
    queryKey: componentKeys.installations(id),
    queryFn: ({ signal }) => api.get<ComponentInstallation[]>(`/api/components/${id}/installations`, undefined, signal),
  });

/** A page of what the component accrued from its cars' sessions and readings, newest first. */
export const useComponentAccruals = (id: string, page: number) =>
  useQuery({
    queryKey: [...componentKeys.accruals(id), page],
    queryFn: ({ signal }) =>
      api.get<ComponentAccrualsPage>(`/api/components/${id}/accruals`, { page, pageSize: 20 }, signal),
  });

/** What is installed on a car now. */
export const useCarComponents = (carId: string) =>
  useQuery({
    queryKey: componentKeys.onCar(carId),
    queryFn: ({ signal }) => api.get<ComponentInstallation[]>(`/api/cars/${carId}/components`, undefined, signal),
  });

/** The component's rebuilds, newest first. */
export const useComponentRebuilds = (id: string) =>
  useQuery({
    queryKey: [...componentKeys.detail(id), 'rebuilds'],
    queryFn: ({ signal }) => api.get<ComponentRebuild[]>(`/api/components/${id}/rebuilds`, undefined, signal),
  });
