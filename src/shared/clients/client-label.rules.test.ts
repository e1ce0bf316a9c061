import { describe, expect, it } from 'vitest';
import { clientLabel } from './client-label.rules';

describe('clientLabel', () => {
  it('prefers the trimmed display name', () => {
    expect(clientLabel({ displayName: '  Apex Racing ', firstName: 'Ann', lastName: 'Lee' })).toBe('Apex Racing');
  });
  it('falls back to first and last name, then first name', () => {
    expect(clientLabel({ displayName: ' ', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(clientLabel({ firstName: 'Ann', lastName: null })).toBe('Ann');
  });
  it('falls back to the e-mail prefix, then Unknown Client', () => {
    expect(clientLabel({ lastName: 'Lee', email: 'ann.lee@example.com' })).toBe('ann.lee');
    expect(clientLabel({ email: null })).toBe('Unknown Client');
    expect(clientLabel(null)).toBe('Unknown Client');
  });
});
