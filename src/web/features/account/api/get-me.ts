import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shared/auth/auth.contract';
import { api } from '@web/lib/api-client';
import { accountKeys } from './keys';

export const getMe = (signal?: AbortSignal) => api.get<Me>('/api/me', undefined, signal);

export const meQuery = () => queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQuery());
