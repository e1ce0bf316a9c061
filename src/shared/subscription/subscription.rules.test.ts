import { describe, expect, it } from 'vitest';
import {
  annualMonthlyEquivalentCents,
  annualSavingLabel,
  annualSavingPercent,
  canCreateWithinPlan,
  isAtPlanLimit,
  nextBillingDate,
  subscriptionForPlan,
} from './subscription.rules';

describe('plan limits', () => {
  it('allows one car, five events and five repairs on the free plan', () => {
    expect(canCreateWithinPlan('free', 'cars', 0)).toBe(true);
    expect(canCreateWithinPlan('free', 'cars', 1)).toBe(false);
    expect(canCreateWithinPlan('free', 'events', 4)).toBe(true);
    expect(canCreateWithinPlan('free', 'events', 5)).toBe(false);
    expect(canCreateWithinPlan('free', 'repairs', 5)).toBe(false);
    expect(isAtPlanLimit('free', 'cars', 1)).toBe(true);
  });

  it('lifts every limit on paid plans', () => {
    expect(canCreateWithinPlan('monthly', 'cars', 500)).toBe(true);
    expect(canCreateWithinPlan('annual', 'events', 10_000)).toBe(true);
    expect(isAtPlanLimit('annual', 'repairs', 99)).toBe(false);
  });
});

describe('billing', () => {
  it('sets the next billing date 30 days ahead for monthly and 365 for annual', () => {
    expect(nextBillingDate('monthly', '2026-11-21')).toBe('2026-12-21');
    expect(nextBillingDate('annual', '2026-11-21')).toBe('2027-11-21');
    expect(nextBillingDate('annual', '2028-01-01')).toBe('2028-12-31');
  });

  it('computes the annual saving against 12 monthly payments, never overstating it', () => {
    // 12 x 9.99 = 119.88; 59 is 50.78% less: the spec's "Save 50%"
    expect(annualSavingPercent()).toBe(50);
    expect(annualSavingLabel()).toBe('Save 50%');
    expect(annualMonthlyEquivalentCents()).toBe(492);
  });

  it('bills a paid plan one period ahead and the Free plan never', () => {
    expect(subscriptionForPlan('monthly', '2026-11-21')).toEqual({ plan: 'monthly', nextBillingDate: '2026-12-21' });
    expect(subscriptionForPlan('annual', '2026-11-21')).toEqual({ plan: 'annual', nextBillingDate: '2027-11-21' });
    expect(subscriptionForPlan('free', '2026-11-21')).toEqual({ plan: 'free', nextBillingDate: null });
  });
});
