/** The app mode is a per-device setting, not a server role. */
export const appModes = ['team_admin', 'individual'] as const;
export type AppMode = (typeof appModes)[number];

export const defaultAppMode: AppMode = 'team_admin';
export const appModeStorageKey = 'pitboardMode';

/** A stored value is accepted only if it is one of the two modes. */
export function parseAppMode(stored: string | null | undefined): AppMode {
  return stored === 'team_admin' || stored === 'individual' ? stored : defaultAppMode;
}

export function dashboardTitle(mode: AppMode): string {
  return mode === 'team_admin' ? 'Pitboard Dashboard' : 'My Racing Dashboard';
}

export function isTeamMode(mode: AppMode): boolean {
  return mode === 'team_admin';
}
