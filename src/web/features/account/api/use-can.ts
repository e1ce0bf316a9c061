import { can, type TeamAction } from '@shared/auth/permissions.rules';
import { useMe } from './get-me';

/**
 * Whether the signed-in member's role allows `action` (the shared `can()`), for showing or hiding
 * what the role may use. False until the role has loaded; the server has the last word.
 */
export function useCan(action: TeamAction): boolean {
  return can(useMe().data, action);
}

export type PermissionStatus = 'pending' | 'allowed' | 'denied' | 'error';

/**
 * For a screen that is all about one action: 'pending' while the role loads, then 'allowed' or
 * 'denied' ('error' when the role could not be loaded, with `retry`).
 */
export function usePermission(action: TeamAction): { status: PermissionStatus; retry: () => void } {
  const me = useMe();
  const status: PermissionStatus = me.data
    ? can(me.data, action)
      ? 'allowed'
      : 'denied'
    : me.isError
      ? 'error'
      : 'pending';
  return { status, retry: () => void me.refetch() };
}
