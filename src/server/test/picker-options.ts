import { beforeAll, expect, it } from 'vitest';
import type { TestApp, TestUser } from './test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

/** GET `url` as `user`: the options it answers (200 expected). */
export async function fetchOptions<T>(app: TestApp, user: TestUser, url: string): Promise<T[]> {
  const res = await app.request(user, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T[]>();
}

/**
 * Gives `user`'s team a record per label through `create`, plus one under `archivedLabel`
 * archived through POST `<collection>/:id/archive`, and answers the active ones by label.
 */
export async function seedPickerRecords(
  app: TestApp,
  user: TestUser,
  collection: string,
  create: (label: string) => Promise<{ id: string }>,
  { labels, archivedLabel }: { labels: string[]; archivedLabel: string },
): Promise<{ label: string; id: string }[]> {
  const archived = await create(archivedLabel);
  const res = await app.request(user, { method: 'POST', url: `${collection}/${archived.id}/archive`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  const made = [];
  for (const label of labels) made.push({ label, id: (await create(label)).id });
  return made.sort((x, y) => x.label.localeCompare(y.label));
}

export interface PickerOptionsCase<T extends { id: string }> {
  /** The test file's app (read when the tests run). */
  app: () => TestApp;
  /** '/api/drivers/options' */
  url: string;
  /** 'driver': ids that are not UUIDs answer 'Ids must be driver ids'. */
  noun: string;
  /**
   * Gives `user`'s team at least three records the options offer, plus any it must not offer,
   * and answers the offered ones' labels in the order the options come, with their ids.
   */
  seed: (user: TestUser) => Promise<{ label: string; id: string }[]>;
  /** An option's label, as `seed` names it. */
  label: (option: T) => string;
}

/**
 * What every GET /api/<records>/options answers alike, for `describe` blocks of the features'
 * tests to call: 401 signed out, the first `limit` in order, the `ids` always there (once),
 * bad limits and ids refused with the field message, another team's records never offered.
 */
export function itAnswersLikeAPicker<T extends { id: string }>(c: PickerOptionsCase<T>) {
  let user: TestUser;
  let offered: { label: string; id: string }[];
  beforeAll(async () => {
    user = await c.app().signUp();
    offered = await c.seed(user);
    expect(offered.length).toBeGreaterThanOrEqual(3);
  });

  const options = (qs: string, as: TestUser = user) => fetchOptions<T>(c.app(), as, `${c.url}${qs}`);
  const labels = async (qs: string) => (await options(qs)).map(c.label);
  const fields = async (qs: string) => {
    const res = await c.app().request(user, { method: 'GET', url: `${c.url}${qs}` });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
  };
  const all = () => offered.map((o) => o.label);
  const at = (i: number) => offered[i] ?? { label: '', id: unknownId };

  it('answers 401 signed out', async () => {
    const res = await c.app().request(null, { method: 'GET', url: `${c.url}?search=a&limit=5` });
    expect(res.statusCode).toBe(401);
  });

  it('answers the first `limit` in order, 50 unless said', async () => {
    expect(await labels('')).toEqual(all());
    expect(await labels('?limit=1')).toEqual([at(0).label]);
    expect(await labels('?limit=2')).toEqual([at(0).label, at(1).label]);
    expect(await labels('?limit=100')).toEqual(all());
  });

  it('always answers the records among `ids`, once, in order, comma-separated or repeated', async () => {
    const last = at(offered.length - 1);
    expect(await labels(`?limit=1&ids=${last.id}`)).toEqual([at(0).label, last.label]);
    expect(await labels(`?limit=1&ids=${last.id}&ids=${at(0).id}`)).toEqual([at(0).label, last.label]);
    expect(await labels(`?limit=1&ids=${at(1).id},${unknownId}`)).toEqual([at(0).label, at(1).label]);
    // The chosen one stays even when the search does not match it.
    expect(await labels(`?search=no-such-record&ids=${at(1).id}`)).toEqual([at(1).label]);
  });

  it('refuses a bad limit or bad ids with the field message', async () => {
    expect((await fields('?limit=101')).limit).toBe('Limit must be at most 100');
    expect((await fields('?limit=0')).limit).toBe('Limit must be at least 1');
    expect((await fields('?limit=many')).limit).toBe('Limit must be a number');
    expect((await fields('?ids=not-an-id')).ids).toBe(`Ids must be ${c.noun} ids`);
    expect((await fields(`?ids=${Array.from({ length: 101 }, () => unknownId).join(',')}`)).ids).toBe(
      'At most 100 ids',
    );
    expect((await fields(`?search=${'x'.repeat(201)}`)).search).toBe('At most 200 characters');
  });

  it("never answers another team's records, even by id", async () => {
    const other = await c.app().signUp();
    const theirs = (await c.seed(other)).map((o) => o.id);
    const ours = offered.map((o) => o.id);
    const idsOf = async (qs: string, as: TestUser) => (await options(qs, as)).map((o) => o.id);
    expect(await idsOf(`?limit=1&ids=${ours.join(',')}`, other)).toEqual(theirs.slice(0, 1));
    expect(await idsOf(`?ids=${theirs.join(',')}`, user)).toEqual(ours);
  });
}
