import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DamageReport, DamageReportList } from '@shared/damage-reports/damage-reports.contract';
import type { Repair } from '@shared/repairs/repairs.contract';
import { cars, damageReports, events, tracks } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let carId: string;
let otherCarId: string;
let eventId: string;
let otherEventId: string;

const missingId = '00000000-0000-4000-8000-000000000000';

async function addCar(user: TestUser, name: string): Promise<string> {
  const [row] = await t.db.insert(cars).values({ teamId: user.teamId, name }).returning({ id: cars.id });
  if (!row) throw new Error('car not inserted');
  return row.id;
}

async function addEvent(user: TestUser, title: string): Promise<string> {
  const [track] = await t.db
    .insert(tracks)
    .values({ teamId: user.teamId, name: 'Lime Rock', location: 'Lakeville, CT' })
    .returning({ id: tracks.id });
  const [row] = await t.db
    .insert(events)
    .values({ teamId: user.teamId, title, date: '2026-04-10', type: 'Track Day', trackId: track?.id ?? '' })
    .returning({ id: events.id });
  if (!row) throw new Error('event not inserted');
  return row.id;
}

const valid = () => ({
  title: 'Cracked front splitter',
  carId,
  severity: 'moderate',
  damageLocation: 'Front lower',
  discoveredDate: '2026-04-10',
  description: 'Off at turn 3, splitter cracked in two places',
  sourceType: 'event',
  driveability: 'driveable_with_caution',
  estimatedRepairCostCents: 45_000,
  eventId,
});

async function createReport(user: TestUser, payload: Record<string, unknown>): Promise<DamageReport> {
  const res = await t.request(user, { method: 'POST', url: '/api/damage-reports', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DamageReport>();
}

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  carId = await addCar(u, 'Red E46');
  otherCarId = await addCar(other, 'Rival Car');
  eventId = await addEvent(u, 'Spring Sprint');
  otherEventId = await addEvent(other, 'Their Event');
});
afterAll(() => t.close());

describe('damage reports: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/damage-reports' },
      { method: 'POST', url: '/api/damage-reports', payload: {} },
      { method: 'GET', url: `/api/damage-reports/${missingId}` },
      { method: 'PUT', url: `/api/damage-reports/${missingId}`, payload: {} },
      { method: 'POST', url: `/api/damage-reports/${missingId}/status`, payload: { status: 'assessed' } },
      { method: 'DELETE', url: `/api/damage-reports/${missingId}` },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another team's report on every route, like a missing one", async () => {
    const theirs = await createReport(other, { ...valid(), carId: otherCarId, eventId: otherEventId });
    for (const id of [theirs.id, missingId, 'nope']) {
      expect((await t.request(u, { method: 'GET', url: `/api/damage-reports/${id}` })).statusCode).toBe(404);
      expect(
        (await t.request(u, { method: 'PUT', url: `/api/damage-reports/${id}`, payload: valid() })).statusCode,
      ).toBe(404);
      expect(
        (
          await t.request(u, {
            method: 'POST',
            url: `/api/damage-reports/${id}/status`,
            payload: { status: 'assessed' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await t.request(u, { method: 'DELETE', url: `/api/damage-reports/${id}` })).statusCode).toBe(404);
    }
    const list = await t.request(u, { method: 'GET', url: '/api/damage-reports' });
    expect(list.json<DamageReportList>().items.map((r) => r.id)).not.toContain(theirs.id);
    const still = await t.request(other, { method: 'GET', url: `/api/damage-reports/${theirs.id}` });
    expect(still.json<DamageReport>().status).toBe('reported');
  });

  it("refuses another team's car or event", async () => {
    const car = await t.request(u, {
      method: 'POST',
      url: '/api/damage-reports',
      payload: { ...valid(), carId: otherCarId },
    });
    expect(car.statusCode).toBe(400);
    expect(car.json()).toEqual({
      error: { code: 'validation_failed', message: 'Car not found', fields: { carId: 'Car not found' } },
    });
    const event = await t.request(u, {
      method: 'POST',
      url: '/api/damage-reports',
      payload: { ...valid(), eventId: otherEventId },
    });
    expect(event.statusCode).toBe(400);
    expect(event.json()).toMatchObject({
      error: { message: 'Event not found', fields: { eventId: 'Event not found' } },
    });
    const mine = await createReport(u, valid());
    const moved = await t.request(u, {
      method: 'PUT',
      url: `/api/damage-reports/${mine.id}`,
      payload: { ...valid(), carId: otherCarId },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ error: { fields: { carId: 'Car not found' } } });
    const still = await t.request(u, { method: 'GET', url: `/api/damage-reports/${mine.id}` });
    expect(still.json<DamageReport>().carId).toBe(carId);
  });
});

describe('damage reports: create, read, update, delete', () => {
  it('refuses bad bodies with the field message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid(), title: ' ' }, 'title', 'Title is required'],
      [{ ...valid(), carId: '' }, 'carId', 'Please select a car'],
      [{ ...valid(), severity: 'scratched' }, 'severity', 'Please select a severity'],
      [{ ...valid(), severity: undefined }, 'severity', 'Please select a severity'],
      [{ ...valid(), discoveredDate: '' }, 'discoveredDate', 'Discovered date is required'],
      [{ ...valid(), sourceType: 'rumour' }, 'sourceType', 'Choose a valid source'],
      [{ ...valid(), driveability: 'maybe' }, 'driveability', 'Choose a valid driveability'],
      [
        { ...valid(), estimatedRepairCostCents: -100 },
        'estimatedRepairCostCents',
        'Estimated repair cost must be at least 0',
      ],
      [{ ...valid(), eventId: 'x' }, 'eventId', 'Choose one of your events'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request(u, { method: 'POST', url: '/api/damage-reports', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(message);
    }
  });

  it('creates a reported damage report with every field and reads it back', async () => {
    const created = await createReport(u, valid());
    expect(created).toMatchObject({
      ...valid(),
      status: 'reported',
      carLabel: 'Red E46',
      eventTitle: 'Spring Sprint',
      repairId: null,
      repair: null,
    });
    const read = await t.request(u, { method: 'GET', url: `/api/damage-reports/${created.id}` });
    expect(read.json()).toEqual(created);
  });

  it('keeps optional fields optional', async () => {
    const created = await createReport(u, {
      title: 'Scuffed door',
      carId,
      severity: 'cosmetic',
      discoveredDate: '2026-04-02',
      sourceType: '',
      driveability: null,
      eventId: '',
    });
    expect(created).toMatchObject({
      sourceType: null,
      driveability: null,
      eventId: null,
      eventTitle: null,
      estimatedRepairCostCents: null,
      damageLocation: null,
    });
  });

  it('updates a report and deletes it', async () => {
    const created = await createReport(u, valid());
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/damage-reports/${created.id}`,
      payload: {
        ...valid(),
        title: 'Splitter and undertray',
        severity: 'major',
        eventId: null,
        estimatedRepairCostCents: 90_000,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Splitter and undertray',
      severity: 'major',
      eventId: null,
      estimatedRepairCostCents: 90_000,
      status: 'reported',
    });
    const bad = await t.request(u, {
      method: 'PUT',
      url: `/api/damage-reports/${created.id}`,
      payload: { ...valid(), title: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { title: 'Title is required' } } });
    expect((await t.request(u, { method: 'DELETE', url: `/api/damage-reports/${created.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/damage-reports/${created.id}` })).statusCode).toBe(404);
  });

  it('deleting a report keeps its repair, unlinked', async () => {
    const report = await createReport(u, valid());
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'Fix splitter', carId, damageReportId: report.id },
    });
    expect(res.statusCode).toBe(201);
    const repair = res.json<Repair>();
    expect((await t.request(u, { method: 'DELETE', url: `/api/damage-reports/${report.id}` })).statusCode).toBe(204);
    const after = await t.request(u, { method: 'GET', url: `/api/repairs/${repair.id}` });
    expect(after.json()).toMatchObject({ id: repair.id, damageReportId: null, damageReport: null });
  });
});

describe('damage reports: status', () => {
  it('moves along the repair path and can be written off while open', async () => {
    const report = await createReport(u, valid());
    for (const status of ['assessed', 'repair_scheduled', 'repair_in_progress', 'repaired']) {
      const res = await t.request(u, {
        method: 'POST',
        url: `/api/damage-reports/${report.id}/status`,
        payload: { status },
      });
      expect(res.statusCode, status).toBe(200);
      expect(res.json<DamageReport>().status).toBe(status);
    }
    const another = await createReport(u, valid());
    const off = await t.request(u, {
      method: 'POST',
      url: `/api/damage-reports/${another.id}/status`,
      payload: { status: 'written_off' },
    });
    expect(off.json<DamageReport>().status).toBe('written_off');
  });

  it('refuses changes that are not allowed with 409 and a message', async () => {
    const report = await createReport(u, valid());
    await t.request(u, {
      method: 'POST',
      url: `/api/damage-reports/${report.id}/status`,
      payload: { status: 'assessed' },
    });
    const back = await t.request(u, {
      method: 'POST',
      url: `/api/damage-reports/${report.id}/status`,
      payload: { status: 'reported' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      error: { code: 'conflict', message: 'A damage report cannot go back from Assessed to Reported' },
    });
    await t.request(u, {
      method: 'POST',
      url: `/api/damage-reports/${report.id}/status`,
      payload: { status: 'written_off' },
    });
    const revive = await t.request(u, {
      method: 'POST',
      url: `/api/damage-reports/${report.id}/status`,
      payload: { status: 'repaired' },
    });
    expect(revive.statusCode).toBe(409);
    expect(revive.json()).toMatchObject({ error: { message: 'A written off damage report cannot change status' } });
    const bad = await t.request(u, {
      method: 'POST',
      url: `/api/damage-reports/${report.id}/status`,
      payload: { status: 'fixed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { status: 'Choose a valid status' } } });
  });
});

describe('damage reports: list', () => {
  let listUser: TestUser;
  let carA: string;
  let carB: string;
  let event: string;

  beforeAll(async () => {
    listUser = await t.signUp();
    carA = await addCar(listUser, 'Alpha');
    carB = await addCar(listUser, 'Bravo');
    event = await addEvent(listUser, 'Club Race');
    const base = { discoveredDate: '2026-01-01', severity: 'minor' };
    await createReport(listUser, { ...base, title: 'Oldest', carId: carA, discoveredDate: '2026-01-05' });
    await createReport(listUser, {
      ...base,
      title: 'Newest',
      carId: carB,
      discoveredDate: '2026-04-01',
      severity: 'major',
      eventId: event,
    });
    await createReport(listUser, {
      ...base,
      title: 'Middle',
      carId: carA,
      discoveredDate: '2026-02-15',
      severity: 'safety_critical',
      eventId: event,
    });
    const assessed = await createReport(listUser, {
      ...base,
      title: 'Assessed one',
      carId: carB,
      discoveredDate: '2026-03-01',
    });
    await t.request(listUser, {
      method: 'POST',
      url: `/api/damage-reports/${assessed.id}/status`,
      payload: { status: 'assessed' },
    });
  });

  const list = async (query: string) => {
    const res = await t.request(listUser, { method: 'GET', url: `/api/damage-reports?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DamageReportList>();
  };

  it('orders by discovered date, newest first, and pages', async () => {
    expect((await list('')).items.map((r) => r.title)).toEqual(['Newest', 'Assessed one', 'Middle', 'Oldest']);
    const page2 = await list('page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((r) => r.title)).toEqual(['Oldest']);
  });

  it('filters by car, event, severity and status', async () => {
    expect((await list(`carId=${carA}`)).items.map((r) => r.title)).toEqual(['Middle', 'Oldest']);
    expect((await list(`eventId=${event}`)).items.map((r) => r.title)).toEqual(['Newest', 'Middle']);
    expect((await list('severity=safety_critical')).items.map((r) => r.title)).toEqual(['Middle']);
    expect((await list('status=assessed')).items.map((r) => r.title)).toEqual(['Assessed one']);
    expect((await list(`carId=${carB}&severity=major`)).items.map((r) => r.title)).toEqual(['Newest']);
  });

  it('refuses bad filters', async () => {
    const res = await t.request(listUser, { method: 'GET', url: '/api/damage-reports?severity=bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { severity: 'Choose a valid severity' } } });
  });

  it('describes the routes in the API documentation', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/damage-reports',
        '/api/damage-reports/{id}/status',
        '/api/repairs',
        '/api/repairs/{id}/images',
      ]),
    );
  });
});

describe('damage reports: the list counts every change', () => {
  it('on the next list, made through the API or written straight to the database', async () => {
    const mine = await t.signUp();
    const car = await addCar(mine, 'Alpha');
    const totalOf = async (query = '') => {
      const res = await t.request(mine, { method: 'GET', url: `/api/damage-reports${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<DamageReportList>().total;
    };
    const first = await createReport(mine, {
      title: 'Cracked splitter',
      carId: car,
      severity: 'minor',
      discoveredDate: '2026-01-05',
    });
    expect([await totalOf(), await totalOf('?severity=minor')]).toEqual([1, 1]);
    // Another server or an import: seen at once.
    await t.db
      .insert(damageReports)
      .values({ teamId: mine.teamId, carId: car, title: 'Bent wing', severity: 'minor', discoveredDate: '2026-01-06' });
    expect([await totalOf(), await totalOf('?severity=minor')]).toEqual([2, 2]);
    const removed = await t.request(mine, { method: 'DELETE', url: `/api/damage-reports/${first.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect([await totalOf(), await totalOf('?severity=minor')]).toEqual([1, 1]);
  });
});
