import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientVehicle } from '@shared/clients/clients.contract';
import { api } from '@web/lib/api-client';
import { clientKeys } from './keys';

export const getClientVehicles = (clientId: string, signal?: AbortSignal) =>
  api.get<ClientVehicle[]>(`/api/clients/${clientId}/cars`, undefined, signal);

export const clientVehiclesQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.vehicles(clientId),
    queryFn: ({ signal }) => getClientVehicles(clientId, signal),
  });

export const useClientVehicles = (clientId: string) => useQuery(clientVehiclesQuery(clientId));
