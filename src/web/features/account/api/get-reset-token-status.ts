import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKeys } from './keys';

export const getResetTokenStatus = (token: string, signal?: AbortSignal) =>
  api.get<{ valid: boolean }>('/api/password-reset/token-status', { token }, signal);

export const resetTokenStatusQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.resetTokenStatus(token),
    queryFn: ({ signal }) => getResetTokenStatus(token, signal),
    staleTime: 0,
  });

export const useResetTokenStatus = (token: string | null) =>
  useQuery({ ...resetTokenStatusQuery(token ?? ''), enabled: token !== null && token !== '' });
