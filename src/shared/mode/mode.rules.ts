/**
 * The app mode is a display setting, not a server role. Each device keeps the mode last chosen
 * there; the user's first mode (set by the onboarding answer, kept with the account) applies
 * wherever nothing valid is stored.
 */
export const appModes = ['team_admin', 'individual'] as const;
export type AppMode = (typeof appModes)[number];

/** The mode of a user whose first mode is unknown (an account that never finished onboarding). */
export const defaultAppMode: AppMode = 'team_admin';
export const appModeStorageKey = 'pitboardMode';

export function isAppMode(value: unknown): value is AppMode {
  return value === 'team_admin' || value === 'individual';
}

/** A stored value is accepted only if it is one of the two modes; anything else gives `fallback`. */
export function parseAppMode(stored: string | null | undefined, fallback: AppMode = defaultAppMode): AppMode {
  return isAppMode(stored) ? stored : fallback;
}

export function dashboardTitle(mode: AppMode): string {
  return mode === 'team_admin' ? 'Pitboard Dashboard' : 'My Racing Dashboard';
}

export function isTeamMode(mode: AppMode): boolean {
  return mode === 'team_admin';
}
