import { describe, expect, it } from 'vitest';
import {
  canCreateRepairFromReport,
  createRepairFromReportProblem,
  damageSeverities,
  damageSeverityLabel,
  damageSourceTypes,
  damageStatusAfterRepairCompleted,
  damageStatusAfterRepairLinked,
  damageStatusAfterRepairRemoved,
  damageStatusAfterRepairStarted,
  damageStatuses,
  damageStatusLabel,
  damageTransitionProblem,
  nextDamageStatuses,
} from './damage-reports.rules';

describe('damage report values', () => {
  it("has the spec's severities, statuses and source types", () => {
    expect(damageSeverities).toEqual(['cosmetic', 'minor', 'moderate', 'major', 'safety_critical', 'total_loss']);
    expect(damageStatuses).toEqual([
      'reported',
      'assessed',
      'repair_scheduled',
      'repair_in_progress',
      'repaired',
      'written_off',
    ]);
    expect(damageSourceTypes).toEqual(['event', 'session', 'routine_maintenance', 'general_inspection']);
  });

  it('labels values for people, and unknown values readably', () => {
    expect(damageSeverityLabel('safety_critical')).toBe('Safety Critical');
    expect(damageStatusLabel('repair_in_progress')).toBe('Repair In Progress');
    expect(damageStatusLabel('on_hold')).toBe('on hold');
    expect(damageStatusLabel(null)).toBe('');
  });
});

describe('damage status machine', () => {
  it('moves forward along the repair path, or to written off while open', () => {
    expect(nextDamageStatuses('reported')).toEqual([
      'assessed',
      'repair_scheduled',
      'repair_in_progress',
      'repaired',
      'written_off',
    ]);
    expect(nextDamageStatuses('repair_in_progress')).toEqual(['repaired', 'written_off']);
    expect(nextDamageStatuses('repaired')).toEqual([]);
    expect(nextDamageStatuses('written_off')).toEqual([]);
    expect(damageTransitionProblem('reported', 'assessed')).toBeNull();
    expect(damageTransitionProblem('assessed', 'written_off')).toBeNull();
    expect(damageTransitionProblem('repair_in_progress', 'written_off')).toBeNull();
  });

  it('explains the changes it refuses', () => {
    expect(damageTransitionProblem('assessed', 'reported')).toBe(
      'A damage report cannot go back from Assessed to Reported',
    );
    expect(damageTransitionProblem('repaired', 'assessed')).toBe('A repaired damage report cannot change status');
    expect(damageTransitionProblem('written_off', 'repaired')).toBe('A written off damage report cannot change status');
    expect(damageTransitionProblem('assessed', 'assessed')).toBe('This damage report is already Assessed');
  });
});

describe('create repair from a report', () => {
  it('is offered only while no repair is linked and the report is open', () => {
    expect(canCreateRepairFromReport({ status: 'reported', repairId: null })).toBe(true);
    expect(canCreateRepairFromReport({ status: 'assessed', repairId: null })).toBe(true);
    expect(canCreateRepairFromReport({ status: 'assessed', repairId: 'r1' })).toBe(false);
    expect(canCreateRepairFromReport({ status: 'repaired', repairId: null })).toBe(false);
    expect(canCreateRepairFromReport({ status: 'written_off', repairId: null })).toBe(false);
    expect(createRepairFromReportProblem({ status: 'assessed', repairId: 'r1' })).toBe(
      'This damage report already has a repair',
    );
    expect(createRepairFromReportProblem({ status: 'repaired', repairId: null })).toBe(
      'This damage report is already repaired',
    );
  });

  it('moves the report along with its repair, never backwards', () => {
    expect(damageStatusAfterRepairLinked('reported')).toBe('repair_scheduled');
    expect(damageStatusAfterRepairLinked('assessed')).toBe('repair_scheduled');
    expect(damageStatusAfterRepairLinked('repair_in_progress')).toBe('repair_in_progress');
    expect(damageStatusAfterRepairStarted('repair_scheduled')).toBe('repair_in_progress');
    expect(damageStatusAfterRepairStarted('repaired')).toBe('repaired');
    expect(damageStatusAfterRepairCompleted('repair_in_progress')).toBe('repaired');
    expect(damageStatusAfterRepairCompleted('repair_scheduled')).toBe('repaired');
    expect(damageStatusAfterRepairCompleted('written_off')).toBe('written_off');
    expect(damageStatusAfterRepairRemoved('repair_scheduled')).toBe('assessed');
    expect(damageStatusAfterRepairRemoved('repair_in_progress')).toBe('assessed');
    expect(damageStatusAfterRepairRemoved('repaired')).toBe('repaired');
  });
});
