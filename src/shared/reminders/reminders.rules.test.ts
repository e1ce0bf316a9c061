import { describe, expect, it } from 'vitest';
import { digestPeriod, digestSubject, remindersToSend } from './reminders.rules';

const entry = (key: string, level: 'overdue' | 'due' | 'soon') => ({ key, level, title: key });

describe('remindersToSend: what is new since the last digest', () => {
  it('mails everything on the list to a member who never had a digest', () => {
    const current = [entry('service_item:oil', 'due'), entry('safety_date:car:belts', 'soon')];
    const { fresh, remembered } = remindersToSend(current, []);
    expect(fresh).toEqual(current);
    expect(remembered).toEqual([
      { key: 'service_item:oil', level: 'due' },
      { key: 'safety_date:car:belts', level: 'soon' },
    ]);
  });

  it('mails nothing while nothing changed', () => {
    const current = [entry('service_item:oil', 'due')];
    const { fresh, remembered } = remindersToSend(current, [{ key: 'service_item:oil', level: 'due' }]);
    expect(fresh).toEqual([]);
    expect(remembered).toEqual([{ key: 'service_item:oil', level: 'due' }]);
  });

  it('mails an entry again once it is more urgent, not when it eases', () => {
    expect(remindersToSend([entry('a', 'overdue')], [{ key: 'a', level: 'due' }]).fresh).toHaveLength(1);
    expect(remindersToSend([entry('a', 'due')], [{ key: 'a', level: 'soon' }]).fresh).toHaveLength(1);
    const eased = remindersToSend([entry('a', 'soon')], [{ key: 'a', level: 'overdue' }]);
    expect(eased.fresh).toEqual([]);
    // Remembered at its easier level: growing urgent again is news again.
    expect(eased.remembered).toEqual([{ key: 'a', level: 'soon' }]);
    expect(remindersToSend([entry('a', 'due')], eased.remembered).fresh).toHaveLength(1);
  });

  it('forgets an entry that left the list, and mails it when it comes back', () => {
    const left = remindersToSend([entry('b', 'due')], [{ key: 'a', level: 'due' }]);
    expect(left.fresh.map((e) => e.key)).toEqual(['b']);
    expect(left.remembered).toEqual([{ key: 'b', level: 'due' }]);
    const back = remindersToSend([entry('a', 'due'), entry('b', 'due')], left.remembered);
    expect(back.fresh.map((e) => e.key)).toEqual(['a']);
  });

  it('mails only the new entries among old ones', () => {
    const { fresh } = remindersToSend(
      [entry('old', 'overdue'), entry('new', 'soon')],
      [{ key: 'old', level: 'overdue' }],
    );
    expect(fresh.map((e) => e.key)).toEqual(['new']);
  });
});

describe('digestPeriod', () => {
  it('is the UTC day for a daily digest', () => {
    expect(digestPeriod('daily', new Date('2026-11-28T23:59:59Z'))).toBe('daily:2026-11-28');
    expect(digestPeriod('daily', new Date('2026-11-29T00:00:00Z'))).toBe('daily:2026-11-29');
  });

  it("is the week's Monday for a weekly digest", () => {
    // Saturday 28 November 2026, Sunday 29, Monday 30.
    expect(digestPeriod('weekly', new Date('2026-11-28T10:00:00Z'))).toBe('weekly:2026-11-23');
    expect(digestPeriod('weekly', new Date('2026-11-29T23:00:00Z'))).toBe('weekly:2026-11-23');
    expect(digestPeriod('weekly', new Date('2026-11-30T00:00:00Z'))).toBe('weekly:2026-11-30');
  });
});

it('digestSubject counts the reminders', () => {
  expect(digestSubject(1)).toBe("Pitboard: 1 reminder of what's due");
  expect(digestSubject(3)).toBe("Pitboard: 3 reminders of what's due");
});
