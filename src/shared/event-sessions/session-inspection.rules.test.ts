import { describe, expect, it } from 'vitest';
import { canDoPostSession, canDoPreSession, canMoveSession, isReadyForSession } from './session-inspection.rules';
import { lapFromInput, lapTimeInputSchema } from './lap-time-input';
import { postSessionInspectionSchema, preSessionInspectionSchema, sessionMessages } from './event-sessions.contract';

const ready = {
  sdCardChecked: true,
  dataSystemsChecked: true,
  waterTempPass: true,
  oilTempPass: true,
  fireSystemPinChecked: true,
  carCleaned: true,
  generalInspectionPass: true,
  fuelAmount: 12.5,
  tirePressures: { lf: 28, rf: 28, lr: 26, rr: 26.5 },
};

describe('pre-session readiness', () => {
  it('is ready with all seven checks ticked, four pressures and fuel', () => {
    expect(isReadyForSession(ready)).toBe(true);
  });

  it('is not ready when any one check is not ticked', () => {
    for (const key of [
      'sdCardChecked',
      'dataSystemsChecked',
      'waterTempPass',
      'oilTempPass',
      'fireSystemPinChecked',
      'carCleaned',
      'generalInspectionPass',
    ] as const) {
      expect(isReadyForSession({ ...ready, [key]: false })).toBe(false);
    }
  });

  it('is not ready when a tire pressure or the fuel is blank; 0 counts as filled', () => {
    expect(isReadyForSession({ ...ready, fuelAmount: '' })).toBe(false);
    expect(isReadyForSession({ ...ready, fuelAmount: null })).toBe(false);
    expect(isReadyForSession({ ...ready, tirePressures: { ...ready.tirePressures, rr: '' } })).toBe(false);
    expect(isReadyForSession({ ...ready, tirePressures: { ...ready.tirePressures, lf: null } })).toBe(false);
    expect(isReadyForSession({ ...ready, fuelAmount: 0 })).toBe(true);
  });

  it('defaults expected session time to 20 and wheel torque to 85 ft-lbs, and keeps 5-120', () => {
    const parsed = preSessionInspectionSchema.parse({});
    expect(parsed.expectedSessionMinutes).toBe(20);
    expect(parsed.wheelTorqueSpec).toBe('85 ft-lbs');
    expect(preSessionInspectionSchema.safeParse({ expectedSessionMinutes: 4 }).success).toBe(false);
    expect(preSessionInspectionSchema.safeParse({ expectedSessionMinutes: 121 }).error?.issues[0]?.message).toBe(
      sessionMessages.expectedTimeRange,
    );
    expect(preSessionInspectionSchema.safeParse({ expectedSessionMinutes: 120 }).success).toBe(true);
  });
});

describe('session inspection order', () => {
  it('allows pre once, and post only after pre and once', () => {
    expect(canDoPreSession({ preDone: false, postDone: false })).toBe(true);
    expect(canDoPreSession({ preDone: true, postDone: false })).toBe(false);
    expect(canDoPostSession({ preDone: false, postDone: false })).toBe(false);
    expect(canDoPostSession({ preDone: true, postDone: false })).toBe(true);
    expect(canDoPostSession({ preDone: true, postDone: true })).toBe(false);
  });
});

describe('session status', () => {
  it('moves scheduled -> in_progress -> completed only', () => {
    expect(canMoveSession('scheduled', 'in_progress')).toBe(true);
    expect(canMoveSession('in_progress', 'completed')).toBe(true);
    expect(canMoveSession('scheduled', 'completed')).toBe(false);
    expect(canMoveSession('completed', 'in_progress')).toBe(false);
    expect(canMoveSession('in_progress', 'in_progress')).toBe(false);
  });
});

describe('best lap from the post-session form', () => {
  it('builds m:ss.mmm and milliseconds from minutes, seconds and milliseconds', () => {
    expect(lapFromInput({ minutes: 1, seconds: 42, milliseconds: 87 })).toEqual({ text: '1:42.087', ms: 102_087 });
    expect(lapFromInput({ minutes: null, seconds: 59, milliseconds: null })).toEqual({ text: '0:59.000', ms: 59_000 });
  });

  it('builds nothing when neither minutes nor seconds are given', () => {
    expect(lapFromInput({ minutes: null, seconds: null, milliseconds: 500 })).toEqual({ text: null, ms: null });
    expect(lapFromInput(null)).toEqual({ text: null, ms: null });
  });

  it('refuses minutes above 9, seconds above 59 and milliseconds above 999', () => {
    expect(lapTimeInputSchema.safeParse({ minutes: 10 }).success).toBe(false);
    expect(lapTimeInputSchema.safeParse({ seconds: 60 }).success).toBe(false);
    expect(lapTimeInputSchema.safeParse({ milliseconds: 1000 }).success).toBe(false);
    expect(lapTimeInputSchema.safeParse({ minutes: 9, seconds: 59, milliseconds: 999 }).success).toBe(true);
  });

  it('needs a running position of at least 1', () => {
    expect(postSessionInspectionSchema.safeParse({ runningPosition: 0 }).error?.issues[0]?.message).toBe(
      sessionMessages.runningPosition,
    );
    expect(postSessionInspectionSchema.parse({ runningPosition: 1 }).runningPosition).toBe(1);
  });
});

describe('session labels', () => {
  it('reads types and statuses as words', async () => {
    const { sessionStatusColor, sessionValueLabel } = await import('./event-sessions.rules');
    expect(sessionValueLabel('race_1')).toBe('Race 1');
    expect(sessionValueLabel('in_progress')).toBe('In progress');
    expect(sessionStatusColor('completed')).toBe('green');
    expect(sessionStatusColor('towed')).toBe('gray');
  });
});
