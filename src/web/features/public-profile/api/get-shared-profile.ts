import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfileView } from '@shared/public-profile/public-profile.contract';
import { api } from '@web/lib/api-client';
import { publicProfileKeys } from './keys';

export const getSharedProfile = (publicId: string, signal?: AbortSignal) =>
  api.get<PublicProfileView>(`/api/public-profiles/${encodeURIComponent(publicId)}`, undefined, signal);

export const sharedProfileQuery = (publicId: string) =>
  queryOptions({
    queryKey: publicProfileKeys.shared(publicId),
    queryFn: ({ signal }) => getSharedProfile(publicId, signal),
  });

export const useSharedProfile = (publicId: string) => useQuery(sharedProfileQuery(publicId));
