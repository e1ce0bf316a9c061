import type { ReactNode } from 'react';
import { useMode } from '@web/lib/mode-context';

/** Renders its children only in team admin mode. */
export function TeamModeOnly({ children }: { children: ReactNode }) {
  const { isTeamMode } = useMode();
  return isTeamMode ? children : null;
}
