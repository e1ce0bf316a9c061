import { describe, expect, it } from 'vitest';
import { clientInputSchema } from './clients.contract';
import { clientMessages } from './clients.rules';

const client = { name: 'Avery Lee', email: 'avery@example.com' };

function refusals(input: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of clientInputSchema.safeParse({ ...client, ...input }).error?.issues ?? []) {
    fields[issue.path.join('.')] ??= issue.message;
  }
  return fields;
}

describe("a client's state and source", () => {
  it('are one of their lists, spaces around them dropped', () => {
    const parsed = clientInputSchema.parse({ ...client, state: ' CA ', source: 'Referral' });
    expect(parsed).toMatchObject({ state: 'CA', source: 'Referral' });
  });

  it('are null when blank, null or left out', () => {
    for (const value of ['', '   ', null, undefined]) {
      expect(clientInputSchema.parse({ ...client, state: value, source: value })).toMatchObject({
        state: null,
        source: null,
      });
    }
  });

  it('refuse anything else with their messages', () => {
    expect(refusals({ state: 'Cal', source: 'Billboard' })).toEqual({
      state: clientMessages.invalidState,
      source: clientMessages.invalidSource,
    });
    expect(refusals({ state: 5, source: ['Referral'] })).toEqual({
      state: clientMessages.invalidState,
      source: clientMessages.invalidSource,
    });
  });
});
