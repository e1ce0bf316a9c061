import { describe, expect, it } from 'vitest';
import { raceResultInputSchema, raceResultMessages } from './race-results.contract';
import { canRecordResult, formatPositions } from './race-results.rules';

const eventCarId = '0b5d2b0e-6f7a-4c47-9d57-1f6e1c3a9a11';

describe('race result input', () => {
  it('needs positions of at least 1 and a finish within the field', () => {
    const bad = raceResultInputSchema.safeParse({
      eventCarId,
      startPosition: 0,
      finishPosition: 21,
      totalParticipants: 20,
    });
    const messages = Object.fromEntries(bad.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      startPosition: raceResultMessages.position,
      finishPosition: raceResultMessages.finishAfterTotal,
    });
    const late = raceResultInputSchema.safeParse({ eventCarId, finishPosition: 21, totalParticipants: 20 });
    expect(late.error?.issues[0]).toMatchObject({
      path: ['finishPosition'],
      message: raceResultMessages.finishAfterTotal,
    });
    expect(raceResultInputSchema.safeParse({ eventCarId, finishPosition: 20, totalParticipants: 20 }).success).toBe(
      true,
    );
  });

  it('allows any position when the field size is unknown', () => {
    expect(raceResultInputSchema.safeParse({ eventCarId, startPosition: 40, finishPosition: 35 }).success).toBe(true);
  });

  it('needs a registered car', () => {
    expect(raceResultInputSchema.safeParse({}).error?.issues[0]?.message).toBe(raceResultMessages.carRequired);
  });
});

describe('positions', () => {
  it('formats start, finish and field size', () => {
    expect(formatPositions({ startPosition: 5, finishPosition: 2, totalParticipants: 18 })).toBe('P5 → P2 / 18');
    expect(formatPositions({ startPosition: null, finishPosition: 1, totalParticipants: null })).toBe('P- → P1');
  });
});

describe('race result form', () => {
  it('reads blank numbers as unset and keeps the field-size rule', async () => {
    const { raceResultFormSchema } = await import('./race-results.contract');
    const blank = { minutes: '', seconds: '', milliseconds: '' };
    expect(
      raceResultFormSchema.parse({
        eventCarId,
        startPosition: '',
        finishPosition: 3,
        totalParticipants: '',
        bestLap: blank,
      }),
    ).toMatchObject({
      startPosition: null,
      finishPosition: 3,
      bestLap: { minutes: null, seconds: null, milliseconds: null },
    });
    const late = raceResultFormSchema.safeParse({
      eventCarId,
      finishPosition: 9,
      totalParticipants: 8,
      bestLap: blank,
    });
    expect(late.error?.issues[0]?.message).toBe(raceResultMessages.finishAfterTotal);
  });
});

describe('when a result may be recorded', () => {
  it('on the day of the event and after it, not before', () => {
    expect(canRecordResult('2026-05-10', '2026-05-10')).toBe(true);
    expect(canRecordResult('2026-05-09', '2026-05-10')).toBe(true);
    expect(canRecordResult('2026-05-11', '2026-05-10')).toBe(false);
    expect(canRecordResult('2027-01-01', '2026-12-31')).toBe(false);
  });
});
