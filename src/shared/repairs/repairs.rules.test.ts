import { describe, expect, it } from 'vitest';
import {
  compareRepairsForList,
  isUpcomingRepair,
  nextRepairStatuses,
  repairDateLabel,
  repairStatusColor,
  repairTransitionProblem,
} from './repairs.rules';

const today = '2026-03-15';

describe('isUpcomingRepair', () => {
  it('counts Scheduled and In Progress repairs dated today or later', () => {
    expect(isUpcomingRepair({ status: 'Scheduled', scheduledDate: '2026-03-15' }, today)).toBe(true);
    expect(isUpcomingRepair({ status: 'Scheduled', scheduledDate: '2026-04-01' }, today)).toBe(true);
    expect(isUpcomingRepair({ status: 'In Progress', scheduledDate: '2026-03-16' }, today)).toBe(true);
  });

  it('leaves out past dates, missing dates and completed repairs', () => {
    expect(isUpcomingRepair({ status: 'Scheduled', scheduledDate: '2026-03-14' }, today)).toBe(false);
    expect(isUpcomingRepair({ status: 'In Progress', scheduledDate: null }, today)).toBe(false);
    expect(isUpcomingRepair({ status: 'Completed', scheduledDate: '2026-04-01' }, today)).toBe(false);
  });
});

describe('repair display', () => {
  it('colours In Progress yellow, Completed green and anything else blue', () => {
    expect(repairStatusColor('In Progress')).toBe('yellow');
    expect(repairStatusColor('Completed')).toBe('green');
    expect(repairStatusColor('Scheduled')).toBe('blue');
    expect(repairStatusColor('Waiting for parts')).toBe('blue');
  });

  it("reads 'Done on' for completed repairs and 'Scheduled for' for the others, MM/DD/YYYY", () => {
    expect(repairDateLabel({ status: 'Completed', scheduledDate: '2026-03-01', completedDate: '2026-03-04' })).toBe(
      'Done on 03/04/2026',
    );
    expect(repairDateLabel({ status: 'Scheduled', scheduledDate: '2026-03-20' })).toBe('Scheduled for 03/20/2026');
    expect(repairDateLabel({ status: 'In Progress', scheduledDate: '2026-01-09', completedDate: null })).toBe(
      'Scheduled for 01/09/2026',
    );
    expect(repairDateLabel({ status: 'Scheduled', scheduledDate: null })).toBe('Not scheduled yet');
  });
});

describe('repair status machine', () => {
  it('moves forwards only', () => {
    expect(nextRepairStatuses('Scheduled')).toEqual(['In Progress', 'Completed']);
    expect(nextRepairStatuses('In Progress')).toEqual(['Completed']);
    expect(nextRepairStatuses('Completed')).toEqual([]);
    expect(repairTransitionProblem('Scheduled', 'In Progress')).toBeNull();
    expect(repairTransitionProblem('In Progress', 'Completed')).toBeNull();
    expect(repairTransitionProblem('Scheduled', 'Completed')).toBeNull();
  });

  it('explains the changes it refuses', () => {
    expect(repairTransitionProblem('Completed', 'Scheduled')).toBe('A completed repair cannot go back to Scheduled');
    expect(repairTransitionProblem('Completed', 'In Progress')).toBe(
      'A completed repair cannot go back to In Progress',
    );
    expect(repairTransitionProblem('In Progress', 'Scheduled')).toBe(
      'A repair cannot go back from In Progress to Scheduled',
    );
    expect(repairTransitionProblem('Scheduled', 'Scheduled')).toBe('This repair is already Scheduled');
  });
});

describe('list order', () => {
  it('puts upcoming repairs first by date, then the rest by scheduled date, newest first, undated last', () => {
    const repairs = [
      { id: 'a', status: 'Completed', scheduledDate: '2026-03-20', completedDate: '2026-03-10' },
      { id: 'b', status: 'Scheduled', scheduledDate: '2026-03-30' },
      { id: 'c', status: 'Scheduled', scheduledDate: '2026-03-01' },
      { id: 'd', status: 'In Progress', scheduledDate: '2026-03-15' },
      { id: 'e', status: 'Scheduled', scheduledDate: null },
      { id: 'f', status: 'Completed', scheduledDate: '2026-02-01', completedDate: '2026-02-02' },
      { id: 'g', status: 'Completed', scheduledDate: null, completedDate: '2026-02-02' },
    ];
    const sorted = [...repairs].sort((x, y) => compareRepairsForList(x, y, today)).map((r) => r.id);
    expect(sorted).toEqual(['d', 'b', 'a', 'c', 'f', 'e', 'g']);
  });
});
