import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { appModeStorageKey, isTeamMode, parseAppMode, type AppMode } from '@shared/mode/mode.rules';
import { useKnownSession } from './known-session';

interface ModeValue {
  mode: AppMode;
  isTeamMode: boolean;
  /** Switches the mode on this device. */
  setMode(mode: AppMode): void;
  /** Forgets this device's choice, so the signed-in user's first mode applies again. */
  forgetMode(): void;
}

const ModeContext = createContext<ModeValue | null>(null);

/**
 * Team admin or individual mode. The choice made on this device is kept under `pitboardMode`;
 * with nothing valid stored, the user's first mode (set by onboarding, kept with the account)
 * applies, on whichever device they sign in.
 */
export function ModeProvider({ children }: { children: ReactNode }) {
  const { data: session } = useKnownSession();
  const [stored, setStored, removeStored] = useLocalStorage<string | undefined>({
    key: appModeStorageKey,
    getInitialValueInEffect: false,
    serialize: (value) => value ?? '',
    deserialize: (value) => value,
  });
  const firstMode = parseAppMode(session?.user.firstMode);
  const mode = parseAppMode(stored, firstMode);
  const value = useMemo(
    () => ({ mode, isTeamMode: isTeamMode(mode), setMode: setStored, forgetMode: removeStored }),
    [mode, setStored, removeStored],
  );
  return <ModeContext.Provider value={value}>{children}</ModeContext.Provider>;
}

export function useMode(): ModeValue {
  const value = useContext(ModeContext);
  if (!value) throw new Error('useMode must be used inside ModeProvider');
  return value;
}
