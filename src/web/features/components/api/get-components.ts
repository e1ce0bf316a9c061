import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentsPage } from '@shared/components/components.contract';
import { api } from '@web/lib/api-client';
import { componentKeys, type ComponentListParams } from './keys';

export const getComponents = (params: ComponentListParams, signal?: AbortSignal) =>
  api.get<ComponentsPage>(
    '/api/components',
    {
      ...(params.search ? { search: params.search } : {}),
      ...(params.kind ? { kind: params.kind } : {}),
      ...(params.archived ? { archived: true } : {}),
      page: params.page ?? 1,
    },
    signal,
  );

export const componentsQuery = (params: ComponentListParams) =>
  queryOptions({
    queryKey: componentKeys.list(params),
    queryFn: ({ signal }) => getComponents(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the team's components by name, with where each is installed. */
export const useComponents = (params: ComponentListParams) => useQuery(componentsQuery(params));
