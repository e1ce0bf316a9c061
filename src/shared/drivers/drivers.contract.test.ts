import { describe, expect, it } from 'vitest';
import { driverInputSchema } from './drivers.contract';

function errors(input: Record<string, unknown>): Record<string, string> {
  const result = driverInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('driver form validation (spec 5, Driver form)', () => {
  it('requires a name after trimming', () => {
    expect(errors({ name: '  ' })).toEqual({ name: 'Name is required' });
    expect(errors({})).toEqual({ name: 'Name is required' });
  });
  it('saves a name alone, with blank contact fields as null', () => {
    expect(driverInputSchema.parse({ name: ' Lewis ', email: '', phone: ' ', licenseNumber: '' })).toEqual({
      name: 'Lewis',
      email: null,
      phone: null,
      licenseNumber: null,
    });
  });
  it('checks the e-mail shape', () => {
    expect(errors({ name: 'A', email: 'lewis@' })).toEqual({ email: 'Invalid email format' });
    expect(errors({ name: 'A', email: 'lewis@example.com' })).toEqual({});
  });
  it('allows only digits, spaces, hyphens, parentheses and plus in the phone', () => {
    expect(errors({ name: 'A', phone: '+44 (20) 7946-0018' })).toEqual({});
    expect(errors({ name: 'A', phone: '0207 946 0018 x2' })).toEqual({ phone: 'Invalid phone format' });
  });
  it('keeps the license number trimmed', () => {
    expect(driverInputSchema.parse({ name: 'A', licenseNumber: ' FIA-123 ' }).licenseNumber).toBe('FIA-123');
  });
});
