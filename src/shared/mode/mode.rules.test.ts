import { describe, expect, it } from 'vitest';
import { dashboardTitle, parseAppMode } from './mode.rules';

describe('parseAppMode', () => {
  it('accepts the two modes and ignores anything else', () => {
    expect(parseAppMode('individual')).toBe('individual');
    expect(parseAppMode('team_admin')).toBe('team_admin');
    expect(parseAppMode('TEAM_ADMIN')).toBe('team_admin');
    expect(parseAppMode('admin')).toBe('team_admin');
    expect(parseAppMode(null)).toBe('team_admin');
  });
  it('falls back to the user’s first mode when nothing valid is stored', () => {
    expect(parseAppMode(null, 'individual')).toBe('individual');
    expect(parseAppMode(undefined, 'individual')).toBe('individual');
    expect(parseAppMode('superuser', 'individual')).toBe('individual');
    expect(parseAppMode('team_admin', 'individual')).toBe('team_admin');
    expect(parseAppMode('individual', 'team_admin')).toBe('individual');
  });
  it('titles the dashboard per mode', () => {
    expect(dashboardTitle('team_admin')).toBe('Pitboard Dashboard');
    expect(dashboardTitle('individual')).toBe('My Racing Dashboard');
  });
});
