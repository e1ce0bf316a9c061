import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopIdentity, UpdateShopIdentityInput } from '@shared/team/shop-identity.contract';
import { accountKeys } from '@web/features/account/api/keys';
import { api, apiRequest } from '@web/lib/api-client';
import { invalidateQueryKeys } from '@web/lib/invalidate-query-keys';
import { teamKeys } from './keys';

/** The shop's name and details, as its documents print them. */
export const getShopIdentity = (signal?: AbortSignal) => api.get<ShopIdentity>('/api/team/identity', undefined, signal);

export const shopIdentityQuery = () =>
  queryOptions({ queryKey: teamKeys.identity(), queryFn: ({ signal }) => getShopIdentity(signal) });

export const useShopIdentity = () => useQuery(shopIdentityQuery());

/** The team's name shows in the header and the team switcher too: everything about the team is read afresh. */
function useTeamMutation<T>(mutationFn: (input: T) => Promise<ShopIdentity>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (identity) => {
      queryClient.setQueryData(teamKeys.identity(), identity);
      return invalidateQueryKeys(queryClient, [teamKeys.all, accountKeys.all]);
    },
  });
}

export const updateShopIdentity = (input: UpdateShopIdentityInput) =>
  api.put<ShopIdentity>('/api/team/identity', input);

export const useUpdateShopIdentity = () => useTeamMutation(updateShopIdentity);

/** Sends the logo as multipart/form-data; the server checks it by content. */
export const uploadShopLogo = (file: File) => {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<ShopIdentity>('PUT', '/api/team/identity/logo', { body });
};

export const useUploadShopLogo = () => useTeamMutation(uploadShopLogo);

export const removeShopLogo = () => api.delete<ShopIdentity>('/api/team/identity/logo');

export const useRemoveShopLogo = () => useTeamMutation(removeShopLogo);
