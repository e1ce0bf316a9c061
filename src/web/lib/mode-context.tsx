import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { appModeStorageKey, defaultAppMode, isTeamMode, parseAppMode, type AppMode } from '@shared/mode/mode.rules';

interface ModeValue {
  mode: AppMode;
  isTeamMode: boolean;
  setMode(mode: AppMode): void;
}

const ModeContext = createContext<ModeValue | null>(null);

/** Team admin or individual mode, kept on this device under `pitboardMode`. */
export function ModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useLocalStorage<AppMode>({
    key: appModeStorageKey,
    defaultValue: defaultAppMode,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => parseAppMode(value),
  });
  const value = useMemo(() => ({ mode, isTeamMode: isTeamMode(mode), setMode }), [mode, setMode]);
  return <ModeContext.Provider value={value}>{children}</ModeContext.Provider>;
}

export function useMode(): ModeValue {
  const value = useContext(ModeContext);
  if (!value) throw new Error('useMode must be used inside ModeProvider');
  return value;
}
