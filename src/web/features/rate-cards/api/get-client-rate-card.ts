import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientRateCard } from '@shared/rate-cards/rate-cards.contract';
import { api } from '@web/lib/api-client';
import { rateCardKeys } from './keys';

/** The card the client's work orders are priced from: their own, else the team's default. */
export const getClientRateCard = (clientId: string, signal?: AbortSignal) =>
  api.get<ClientRateCard>(`/api/clients/${clientId}/rate-card`, undefined, signal);

export const clientRateCardQuery = (clientId: string) =>
  queryOptions({
    queryKey: rateCardKeys.ofClient(clientId),
    queryFn: ({ signal }) => getClientRateCard(clientId, signal),
  });

export const useClientRateCard = (clientId: string | null) =>
  useQuery({ ...clientRateCardQuery(clientId ?? ''), enabled: Boolean(clientId) });
