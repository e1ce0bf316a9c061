import { describe, expect, it } from 'vitest';
import { can, isTeamRole, memberRole } from './permissions.rules';

describe('can', () => {
  it('lets only the team manager manage roles', () => {
    expect(can({ role: 'team_manager' }, 'manage_roles')).toBe(true);
    expect(can({ role: 'team_administrator' }, 'manage_roles')).toBe(false);
    expect(can({ role: 'track_technician' }, 'manage_roles')).toBe(false);
  });

  it('lets managers and administrators manage assignments', () => {
    expect(can({ role: 'team_manager' }, 'manage_assignments')).toBe(true);
    expect(can({ role: 'team_administrator' }, 'manage_assignments')).toBe(true);
    expect(can({ role: 'track_technician' }, 'manage_assignments')).toBe(false);
  });

  it('lets managers and technicians perform inspections', () => {
    expect(can({ role: 'team_manager' }, 'perform_inspections')).toBe(true);
    expect(can({ role: 'track_technician' }, 'perform_inspections')).toBe(true);
    expect(can({ role: 'team_administrator' }, 'perform_inspections')).toBe(false);
  });

  it('denies unknown roles and missing members', () => {
    expect(can({ role: 'owner' }, 'perform_inspections')).toBe(false);
    expect(can(null, 'manage_roles')).toBe(false);
  });
});

describe('memberRole', () => {
  it('keeps a known role and gives an unknown one the least rights', () => {
    expect(memberRole('team_administrator')).toBe('team_administrator');
    expect(memberRole('pit_boss')).toBe('track_technician');
    expect(isTeamRole('team_manager')).toBe(true);
  });
});
