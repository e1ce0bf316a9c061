import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfileSettings } from '@shared/public-profile/public-profile.contract';
import { api } from '@web/lib/api-client';
import { publicProfileKeys } from './keys';

export const getPublicProfileSettings = (signal?: AbortSignal) =>
  api.get<PublicProfileSettings>('/api/public-profile', undefined, signal);

export const publicProfileSettingsQuery = () =>
  queryOptions({ queryKey: publicProfileKeys.settings(), queryFn: ({ signal }) => getPublicProfileSettings(signal) });

export const usePublicProfileSettings = () => useQuery(publicProfileSettingsQuery());
