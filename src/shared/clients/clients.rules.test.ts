import { describe, expect, it } from 'vitest';
import { clientInputSchema } from './clients.contract';
import {
  clientFullName,
  clientTypeLabel,
  customerSources,
  isValidClientPhone,
  splitFullName,
  usStateCodes,
} from './clients.rules';

function firstErrors(input: Record<string, unknown>): Record<string, string> {
  const result = clientInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const valid = { name: 'Ann Lee', email: 'ann@example.com' };

describe('splitFullName', () => {
  it('puts the first word in first_name and the rest in last_name', () => {
    expect(splitFullName('  Juan Pablo Montoya ')).toEqual({
      firstName: 'Juan',
      lastName: 'Pablo Montoya',
      displayName: 'Juan Pablo Montoya',
    });
  });
  it('leaves the last name empty for one word and everything empty for blanks', () => {
    expect(splitFullName('Senna')).toEqual({ firstName: 'Senna', lastName: null, displayName: 'Senna' });
    expect(splitFullName('   ')).toEqual({ firstName: null, lastName: null, displayName: null });
  });
  it('splits on runs of spaces but keeps the display name as typed inside', () => {
    expect(splitFullName('Ann   Lee')).toEqual({ firstName: 'Ann', lastName: 'Lee', displayName: 'Ann   Lee' });
  });
});

describe('clientFullName', () => {
  it('reads the display name, else first and last name', () => {
    expect(clientFullName({ displayName: ' Apex Racing ', firstName: 'A' })).toBe('Apex Racing');
    expect(clientFullName({ displayName: null, firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(clientFullName({ firstName: null, lastName: 'Lee' })).toBe('Lee');
    expect(clientFullName({})).toBe('');
  });
});

describe('client form validation (spec 5, Client form)', () => {
  it('accepts a name and an e-mail and fills the defaults', () => {
    const parsed = clientInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: null,
      state: null,
      country: 'US',
      source: null,
      taxExempt: false,
      eligibleForAR: false,
      marketToCustomer: true,
    });
  });
  it('requires a name after trimming', () => {
    expect(firstErrors({ ...valid, name: '   ' }).name).toBe('Name is required');
    expect(firstErrors({ email: 'a@b.co' }).name).toBe('Name is required');
  });
  it('requires an e-mail, then a simple address shape', () => {
    expect(firstErrors({ ...valid, email: '  ' }).email).toBe('Email is required');
    expect(firstErrors({ name: 'Ann' }).email).toBe('Email is required');
    for (const bad of ['ann', 'ann@example', 'ann @example.com', 'ann@exa mple.com', '@example.com']) {
      expect(firstErrors({ ...valid, email: bad }).email).toBe('Invalid email format');
    }
    expect(firstErrors({ ...valid, email: ' ann@example.co.uk ' })).toEqual({});
  });
  it('allows a blank phone and one of digits, spaces, hyphens, parentheses and plus', () => {
    expect(firstErrors({ ...valid, phone: '' })).toEqual({});
    expect(firstErrors({ ...valid, phone: '+1 (555) 010-2030' })).toEqual({});
    expect(firstErrors({ ...valid, phone: '555.010.2030' }).phone).toBe('Invalid phone format');
    expect(firstErrors({ ...valid, phone: 'call me' }).phone).toBe('Invalid phone format');
    expect(isValidClientPhone(null)).toBe(true);
    expect(isValidClientPhone('555-0100 ext 2')).toBe(false);
  });
  it('reports every failing field at once', () => {
    expect(firstErrors({ name: '', email: 'nope', phone: 'x' })).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      phone: 'Invalid phone format',
    });
  });
  it('accepts only the listed states, countries and sources; blanks become null or US', () => {
    expect(usStateCodes).toHaveLength(50);
    expect(customerSources).toEqual([
      'Walk-in',
      'Referral',
      'Website',
      'Phone',
      'Social Media',
      'Friends / Family',
      'Advertising',
      'Other',
    ]);
    expect(clientInputSchema.parse({ ...valid, state: 'TX', country: 'CA', source: 'Referral' })).toMatchObject({
      state: 'TX',
      country: 'CA',
      source: 'Referral',
    });
    expect(clientInputSchema.parse({ ...valid, state: '', country: '', source: '' })).toMatchObject({
      state: null,
      country: 'US',
      source: null,
    });
    expect(firstErrors({ ...valid, state: 'ZZ' }).state).toBe('Choose one of the US state codes');
    expect(firstErrors({ ...valid, country: 'FR' }).country).toBe('Choose United States, Canada or Mexico');
    expect(firstErrors({ ...valid, source: 'Billboard' }).source).toBe('Choose one of the customer sources');
  });
  it('trims text and saves blanks as null', () => {
    expect(clientInputSchema.parse({ ...valid, city: '  Sebring ', notes: '  ', fleetId: ' F-12 ' })).toMatchObject({
      city: 'Sebring',
      notes: null,
      fleetId: 'F-12',
    });
  });
});

describe('clientTypeLabel', () => {
  it('shows person as Individual', () => {
    expect(clientTypeLabel('person')).toBe('Individual');
    expect(clientTypeLabel('business')).toBe('Business');
  });
});
