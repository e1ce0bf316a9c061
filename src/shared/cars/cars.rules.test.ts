import { describe, expect, it } from 'vitest';
import {
  addSanctioningBody,
  carAlertCount,
  countExpiryAlerts,
  expirationResetDate,
  expiryStatus,
  isExpiryAlert,
  normalizeSanctioningBodies,
  rentalStatusLabel,
  rentalStatusOf,
  showingVehiclesLabel,
} from './cars.rules';

const today = '2026-06-15';

describe('expiryStatus', () => {
  it("says 'Not Set' for no date", () => {
    expect(expiryStatus(null, today)).toEqual({ state: 'not_set', daysLeft: null, label: 'Not Set' });
    expect(expiryStatus('', today).label).toBe('Not Set');
  });

  it("says '(Expired)' once the date is past", () => {
    expect(expiryStatus('2026-06-14', today)).toEqual({ state: 'expired', daysLeft: -1, label: '(Expired)' });
    expect(expiryStatus('2025-01-01', today).label).toBe('(Expired)');
  });

  it("says '(N days left)' within 30 days, today included", () => {
    expect(expiryStatus('2026-06-15', today)).toEqual({ state: 'expiring', daysLeft: 0, label: '(0 days left)' });
    expect(expiryStatus('2026-06-16', today).label).toBe('(1 day left)');
    expect(expiryStatus('2026-07-15', today)).toEqual({ state: 'expiring', daysLeft: 30, label: '(30 days left)' });
  });

  it('says nothing beyond 30 days', () => {
    expect(expiryStatus('2026-07-16', today)).toEqual({ state: 'valid', daysLeft: 31, label: '' });
  });

  it('counts expired and close dates as alerts', () => {
    expect(isExpiryAlert('2026-06-01', today)).toBe(true);
    expect(isExpiryAlert('2026-07-15', today)).toBe(true);
    expect(isExpiryAlert('2026-07-16', today)).toBe(false);
    expect(isExpiryAlert(null, today)).toBe(false);
  });
});

describe('alerts', () => {
  const car = { logbookExpiration: '2026-05-01', beltsExpiration: '2026-07-01', fireBottleExpiration: '2027-01-01' };
  it('counts the safety dates expired or within 30 days', () => {
    expect(countExpiryAlerts(car, today)).toBe(2);
    expect(
      countExpiryAlerts({ logbookExpiration: null, beltsExpiration: null, fireBottleExpiration: null }, today),
    ).toBe(0);
  });

  it('adds life-critical service items', () => {
    expect(carAlertCount(car, 3, today)).toBe(5);
  });
});

describe('expirationResetDate', () => {
  it('is one year from today', () => {
    expect(expirationResetDate('2026-06-15')).toBe('2027-06-15');
    expect(expirationResetDate('2026-12-31')).toBe('2027-12-31');
  });
});

describe('sanctioning bodies', () => {
  it('adds a body only when non-blank after trimming, once', () => {
    expect(addSanctioningBody(['SCCA'], '  NASA ')).toEqual(['SCCA', 'NASA']);
    expect(addSanctioningBody(['SCCA'], '   ')).toEqual(['SCCA']);
    expect(addSanctioningBody(['SCCA'], 'scca')).toEqual(['SCCA']);
  });

  it('normalises a list', () => {
    expect(normalizeSanctioningBodies([' SCCA', '', 'NASA', 'nasa ', '  '])).toEqual(['SCCA', 'NASA']);
  });
});

describe('rental status', () => {
  it('shows an unknown value as Available', () => {
    expect(rentalStatusLabel('rented')).toBe('Rented');
    expect(rentalStatusLabel('on_loan')).toBe('Available');
    expect(rentalStatusLabel(null)).toBe('Available');
    expect(rentalStatusOf('retired')).toBe('retired');
  });
});

describe('showingVehiclesLabel', () => {
  it('reads Showing X of Y vehicles', () => {
    expect(showingVehiclesLabel(25, 1000)).toBe('Showing 25 of 1000 vehicles');
  });
});
