import { describe, expect, it } from 'vitest';
import { eventInputSchema, eventMessages } from './events.contract';
import { formatInspectionProgress, isReadyToRace, isUpcomingEvent } from './events.rules';

describe('upcoming and previous events', () => {
  it('counts today as upcoming and yesterday as previous', () => {
    expect(isUpcomingEvent('2026-11-21', '2026-11-21')).toBe(true);
    expect(isUpcomingEvent('2027-01-01', '2026-11-21')).toBe(true);
    expect(isUpcomingEvent('2026-11-20', '2026-11-21')).toBe(false);
  });
});

describe('quick stats', () => {
  it('counts ready and competing cars as ready to race', () => {
    expect(['registered', 'tech_inspected', 'ready', 'competing', 'finished', 'dnf'].filter(isReadyToRace)).toEqual([
      'ready',
      'competing',
    ]);
  });

  it('shows pre-inspections as n/total', () => {
    expect(formatInspectionProgress(1, 3)).toBe('1/3');
    expect(formatInspectionProgress(0, 0)).toBe('0/0');
  });
});

describe('event form rules', () => {
  const valid = {
    title: 'Spring Track Day',
    date: '2026-04-12',
    type: 'Track Day',
    trackId: '6f1c1c56-3f7e-4a55-9d1c-3a8c9c0b1f00',
    estimatedMinutes: 240,
    description: '',
    notes: '  ',
    carId: '',
  };

  it('turns blanks into 0 minutes and null text', () => {
    const parsed = eventInputSchema.parse({ ...valid, estimatedMinutes: '' });
    expect(parsed).toMatchObject({ estimatedMinutes: 0, description: null, notes: null, carId: null });
    expect(eventInputSchema.parse({ ...valid, estimatedMinutes: undefined }).estimatedMinutes).toBe(0);
  });

  it('requires title, date, type and track', () => {
    const result = eventInputSchema.safeParse({ ...valid, title: ' ', date: null, type: '', trackId: '' });
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      title: eventMessages.titleRequired,
      date: eventMessages.dateRequired,
      type: eventMessages.typeRequired,
      trackId: eventMessages.trackRequired,
    });
  });

  it('accepts only the four event types', () => {
    for (const type of ['Track Day', 'Time Attack', 'Testing', 'Race']) {
      expect(eventInputSchema.safeParse({ ...valid, type }).success).toBe(true);
    }
    expect(eventInputSchema.safeParse({ ...valid, type: 'Rally' }).success).toBe(false);
  });

  it('needs estimated minutes of at least 0, whole', () => {
    expect(eventInputSchema.safeParse({ ...valid, estimatedMinutes: 0 }).success).toBe(true);
    expect(eventInputSchema.safeParse({ ...valid, estimatedMinutes: -1 }).error?.issues[0]?.message).toBe(
      eventMessages.estimatedMin,
    );
    expect(eventInputSchema.safeParse({ ...valid, estimatedMinutes: 1.5 }).error?.issues[0]?.message).toBe(
      eventMessages.estimatedWhole,
    );
  });

  it('refuses impossible dates', () => {
    expect(eventInputSchema.safeParse({ ...valid, date: '2026-02-30' }).error?.issues[0]?.message).toBe(
      eventMessages.dateInvalid,
    );
  });
});

describe('event form rules: optional fields', () => {
  it('accepts a body without the optional fields', () => {
    const parsed = eventInputSchema.parse({
      title: 'Test Day',
      date: '2026-04-12',
      type: 'Testing',
      trackId: '6f1c1c56-3f7e-4a55-9d1c-3a8c9c0b1f00',
    });
    expect(parsed).toEqual({
      title: 'Test Day',
      date: '2026-04-12',
      type: 'Testing',
      trackId: '6f1c1c56-3f7e-4a55-9d1c-3a8c9c0b1f00',
      estimatedMinutes: 0,
      description: null,
      notes: null,
      carId: null,
    });
  });
});
