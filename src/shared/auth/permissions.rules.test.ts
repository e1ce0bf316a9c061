import { describe, expect, it } from 'vitest';
import {
  can,
  isTeamRole,
  memberRole,
  permissionMessages,
  teamActions,
  teamRoles,
  type TeamAction,
  type TeamRole,
} from './permissions.rules';

/** The spec's table, written out whole: every role against every action. */
const expected: Record<TeamRole, Record<TeamAction, boolean>> = {
  team_manager: {
    manage_roles: true,
    manage_assignments: true,
    perform_inspections: true,
    manage_inspection_templates: true,
    manage_billing: true,
    manage_plan: true,
    approve_work_orders: true,
    set_prices: true,
    publish_team_records: true,
    manage_shop_identity: true,
    export_team_data: true,
    send_documents: true,
    import_clients: true,
    import_records: true,
    import_car_history: true,
  },
  team_administrator: {
    manage_roles: false,
    manage_assignments: true,
    perform_inspections: false,
    manage_inspection_templates: true,
    manage_billing: true,
    manage_plan: false,
    approve_work_orders: true,
    set_prices: true,
    publish_team_records: false,
    manage_shop_identity: false,
    export_team_data: false,
    send_documents: true,
    import_clients: true,
    import_records: true,
    import_car_history: true,
  },
  track_technician: {
    manage_roles: false,
    manage_assignments: false,
    perform_inspections: true,
    manage_inspection_templates: true,
    manage_billing: false,
    manage_plan: false,
    approve_work_orders: false,
    set_prices: false,
    publish_team_records: false,
    manage_shop_identity: false,
    export_team_data: false,
    send_documents: false,
    import_clients: false,
    import_records: false,
    import_car_history: true,
  },
};

describe('can', () => {
  for (const role of teamRoles) {
    for (const action of teamActions) {
      it(`${role} ${expected[role][action] ? 'may' : 'may not'} ${action}`, () => {
        expect(can({ role }, action)).toBe(expected[role][action]);
      });
    }
  }

  it('denies every action to unknown roles and missing members', () => {
    for (const action of teamActions) {
      expect(can({ role: 'owner' }, action)).toBe(false);
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('has a refusal message for every action', () => {
    for (const action of teamActions) expect(permissionMessages[action]).not.toBe('');
  });
});

describe('memberRole', () => {
  it('keeps a known role and gives an unknown one the least rights', () => {
    expect(memberRole('team_administrator')).toBe('team_administrator');
    expect(memberRole('pit_boss')).toBe('track_technician');
    expect(isTeamRole('team_manager')).toBe(true);
    expect(isTeamRole(42)).toBe(false);
  });
});
