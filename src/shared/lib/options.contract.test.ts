import { describe, expect, it } from 'vitest';
import { flagParam, optionsDefaultLimit, optionsQuerySchema } from './options.contract';

const id1 = '11111111-1111-4111-8111-111111111111';
const id2 = '22222222-2222-4222-8222-222222222222';
const schema = optionsQuerySchema('widget', 'widgets by name', { spare: flagParam('spare') });

describe('optionsQuerySchema', () => {
  it('defaults to no search, the default limit, no ids and the filter off', () => {
    expect(schema.parse({})).toEqual({ limit: optionsDefaultLimit, ids: [], spare: false });
    expect(optionsDefaultLimit).toBe(50);
  });

  it('reads ids comma-separated or repeated, blanks dropped, and a limit from the query string', () => {
    expect(schema.parse({ ids: `${id1}, ,${id2}`, limit: '7', spare: 'true', search: '  miata ' })).toEqual({
      ids: [id1, id2],
      limit: 7,
      spare: true,
      search: 'miata',
    });
    expect(schema.parse({ ids: [id1, `${id2},`] }).ids).toEqual([id1, id2]);
  });

  it("names the feature's records when an id is not one, and the filter when it is not true or false", () => {
    const bad = schema.safeParse({ ids: `${id1},x`, spare: 'yes', limit: '101' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      ids: 'Ids must be widget ids',
      spare: 'spare is true or false',
      limit: 'Limit must be at most 100',
    });
  });

  it('describes the route for the API docs with the limits', () => {
    expect(schema.description).toBe(
      'For a picker: the first `limit` (default 50, at most 100) widgets by name, plus the widgets among `ids` ' +
        '(comma-separated or repeated, e.g. the chosen ones), in the same order.',
    );
  });
});
