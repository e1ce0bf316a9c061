import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate, optionalDate } from './schema-helpers';

/** Each refused field with its first message, as the API's error handler reports them. */
function refusals(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = z.object({ day: schema }).safeParse({ day: value });
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('isoDate', () => {
  const schema = isoDate('Enter the day');

  it('takes a calendar day written YYYY-MM-DD', () => {
    expect(schema.parse('2026-02-28')).toBe('2026-02-28');
    expect(schema.parse('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses anything else with its one message', () => {
    for (const value of ['2026-02-30', '2026-2-3', '02/03/2026', '', 20260203, null]) {
      expect(refusals(schema, value), JSON.stringify(value)).toEqual({ day: 'Enter the day' });
    }
  });
});

describe('optionalDate', () => {
  const schema = optionalDate('Enter a valid day');

  it('takes a calendar day; blank, null or missing is null', () => {
    expect(schema.parse('2026-12-05')).toBe('2026-12-05');
    for (const value of ['', null, undefined]) expect(schema.parse(value)).toBeNull();
  });

  it('refuses anything else with its one message', () => {
    for (const value of ['2026-13-01', 'soon', ' 2026-12-05', 7, {}]) {
      expect(refusals(schema, value), JSON.stringify(value)).toEqual({ day: 'Enter a valid day' });
    }
  });
});
