import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRepairsForList } from '@shared/repairs/repairs.rules';
import type { Repair, RepairList } from '@shared/repairs/repairs.contract';
import type { DamageReport } from '@shared/damage-reports/damage-reports.contract';
import { cars, repairs } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let carId: string;
let otherCarId: string;

const missingId = '00000000-0000-4000-8000-000000000000';

async function addCar(user: TestUser, name: string): Promise<string> {
  const [row] = await t.db.insert(cars).values({ teamId: user.teamId, name }).returning({ id: cars.id });
  if (!row) throw new Error('car not inserted');
  return row.id;
}

async function upgrade(user: TestUser): Promise<void> {
  const res = await t.request(user, {
    method: 'POST',
    url: '/api/subscription/upgrade',
    payload: { plan: 'annual', today: '2026-01-01' },
  });
  expect(res.statusCode).toBe(200);
}

async function createRepair(user: TestUser, payload: Record<string, unknown>): Promise<Repair> {
  const res = await t.request(user, { method: 'POST', url: '/api/repairs', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Repair>();
}

async function createReport(user: TestUser, payload: Record<string, unknown>): Promise<DamageReport> {
  const res = await t.request(user, {
    method: 'POST',
    url: '/api/damage-reports',
    payload: { severity: 'moderate', discoveredDate: '2026-02-01', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DamageReport>();
}

function multipart(name: string, filename: string, contentType: string, data: Buffer) {
  const boundary = '----pitboard-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  await upgrade(u);
  await upgrade(other);
  carId = await addCar(u, 'Blue Miata');
  otherCarId = await addCar(other, 'Rival Car');
});
afterAll(() => t.close());

describe('repairs: access', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/api/repairs' },
      { method: 'POST', url: '/api/repairs', payload: {} },
      { method: 'GET', url: `/api/repairs/${missingId}` },
      { method: 'PUT', url: `/api/repairs/${missingId}`, payload: {} },
      { method: 'POST', url: `/api/repairs/${missingId}/status`, payload: { status: 'In Progress' } },
      { method: 'DELETE', url: `/api/repairs/${missingId}` },
      { method: 'POST', url: `/api/repairs/${missingId}/images`, payload: {} },
      { method: 'DELETE', url: `/api/repairs/${missingId}/images/${missingId}` },
    ] as const;
    for (const call of calls) {
      expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another team's repair on every route, like a missing one", async () => {
    const theirs = await createRepair(other, { title: 'Their brakes', carId: otherCarId });
    const valid = { title: 'Hijack', carId };
    for (const id of [theirs.id, missingId, 'not-a-uuid']) {
      expect((await t.request(u, { method: 'GET', url: `/api/repairs/${id}` })).statusCode).toBe(404);
      expect((await t.request(u, { method: 'PUT', url: `/api/repairs/${id}`, payload: valid })).statusCode).toBe(404);
      expect(
        (await t.request(u, { method: 'POST', url: `/api/repairs/${id}/status`, payload: { status: 'In Progress' } }))
          .statusCode,
      ).toBe(404);
      expect((await t.request(u, { method: 'DELETE', url: `/api/repairs/${id}` })).statusCode).toBe(404);
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const upload = multipart('image', 'a.png', 'image/png', png);
    expect(
      (await t.request(u, { method: 'POST', url: `/api/repairs/${theirs.id}/images`, ...upload })).statusCode,
    ).toBe(404);
    const mine = await t.request(u, { method: 'GET', url: '/api/repairs' });
    expect(mine.json<RepairList>().items.map((r) => r.id)).not.toContain(theirs.id);
    const still = await t.request(other, { method: 'GET', url: `/api/repairs/${theirs.id}` });
    expect(still.json<Repair>().title).toBe('Their brakes');
  });

  it("refuses another team's car, on create and on update", async () => {
    const res = await t.request(u, { method: 'POST', url: '/api/repairs', payload: { title: 'x', carId: otherCarId } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_failed', message: 'Car not found', fields: { carId: 'Car not found' } },
    });
    const mine = await createRepair(u, { title: 'Mine', carId });
    const moved = await t.request(u, {
      method: 'PUT',
      url: `/api/repairs/${mine.id}`,
      payload: { title: 'Mine', carId: otherCarId },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ error: { fields: { carId: 'Car not found' } } });
    const missing = await t.request(u, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'x', carId: missingId },
    });
    expect(missing.json()).toMatchObject({ error: { fields: { carId: 'Car not found' } } });
    const still = await t.request(u, { method: 'GET', url: `/api/repairs/${mine.id}` });
    expect(still.json<Repair>().carId).toBe(carId);
  });
});

describe('repairs: create, read, update, delete', () => {
  it('refuses bad bodies with the field message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ carId }, 'title', 'Title is required'],
      [{ title: '   ', carId }, 'title', 'Title is required'],
      [{ title: 'Brakes' }, 'carId', 'Please select a car'],
      [{ title: 'Brakes', carId: '' }, 'carId', 'Please select a car'],
      [{ title: 'Brakes', carId, estimatedCostCents: -1 }, 'estimatedCostCents', 'Estimated cost must be at least 0'],
      [{ title: 'Brakes', carId, actualCostCents: 10.5 }, 'actualCostCents', 'Actual cost must be in whole cents'],
      [{ title: 'Brakes', carId, intervalMiles: -5 }, 'intervalMiles', 'Interval miles must be at least 0'],
      [{ title: 'Brakes', carId, intervalHours: -0.1 }, 'intervalHours', 'Interval hours must be at least 0'],
      [{ title: 'Brakes', carId, scheduledDate: '2026-02-30' }, 'scheduledDate', 'Enter a valid scheduled date'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request(u, { method: 'POST', url: '/api/repairs', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(message);
    }
  });

  it('creates a Scheduled repair with every field and reads it back', async () => {
    const created = await createRepair(u, {
      title: '  Replace front pads ',
      carId,
      scheduledDate: '2026-05-01',
      description: 'Pads at 3 mm',
      estimatedCostCents: 24_950,
      actualCostCents: null,
      parts: 'Pagid RST-1 pads',
      intervalMiles: 1500,
      intervalHours: 12.5,
      notes: '',
    });
    expect(created).toMatchObject({
      title: 'Replace front pads',
      status: 'Scheduled',
      carLabel: 'Blue Miata',
      scheduledDate: '2026-05-01',
      completedDate: null,
      estimatedCostCents: 24_950,
      actualCostCents: null,
      parts: 'Pagid RST-1 pads',
      intervalMiles: 1500,
      intervalHours: 12.5,
      notes: null,
      images: [],
      damageReport: null,
    });
    const read = await t.request(u, { method: 'GET', url: `/api/repairs/${created.id}` });
    expect(read.json()).toEqual(created);
  });

  it('updates every field and refuses a bad update', async () => {
    const created = await createRepair(u, { title: 'Oil change', carId });
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/repairs/${created.id}`,
      payload: {
        title: 'Oil and filter',
        carId,
        scheduledDate: '2026-06-02',
        estimatedCostCents: 8_000,
        notes: 'Use 10W-60',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Oil and filter',
      scheduledDate: '2026-06-02',
      estimatedCostCents: 8_000,
      notes: 'Use 10W-60',
      status: 'Scheduled',
    });
    const bad = await t.request(u, { method: 'PUT', url: `/api/repairs/${created.id}`, payload: { title: '', carId } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { title: 'Title is required' } } });
  });

  it('deletes a repair', async () => {
    const created = await createRepair(u, { title: 'To delete', carId });
    expect((await t.request(u, { method: 'DELETE', url: `/api/repairs/${created.id}` })).statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: `/api/repairs/${created.id}` })).statusCode).toBe(404);
  });
});

describe('repairs: free plan', () => {
  it('refuses the 6th repair with the plan message, and allows it after upgrading', async () => {
    const freeUser = await t.signUp();
    const freeCar = await addCar(freeUser, 'Free car');
    for (let i = 1; i <= 5; i += 1) await createRepair(freeUser, { title: `Repair ${i}`, carId: freeCar });
    const list = await t.request(freeUser, { method: 'GET', url: '/api/repairs' });
    expect(list.json<RepairList>()).toMatchObject({ total: 5, atPlanLimit: true });
    const sixth = await t.request(freeUser, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'Sixth', carId: freeCar },
    });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({
      error: {
        code: 'plan_limit',
        message: "You've reached the limit of repairs on the free plan. Upgrade to add more repairs!",
      },
    });
    await upgrade(freeUser);
    await createRepair(freeUser, { title: 'Sixth', carId: freeCar });
    const after = await t.request(freeUser, { method: 'GET', url: '/api/repairs' });
    expect(after.json<RepairList>()).toMatchObject({ total: 6, atPlanLimit: false });
  });
});

describe('repairs: status', () => {
  it('moves Scheduled → In Progress → Completed with the completed date and actual cost', async () => {
    const repair = await createRepair(u, { title: 'Rebuild gearbox', carId, estimatedCostCents: 150_000 });
    const start = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'In Progress' },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ status: 'In Progress', completedDate: null });

    const incomplete = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Completed' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      error: { fields: { completedDate: 'Completed date is required', actualCostCents: 'Actual cost is required' } },
    });

    const done = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Completed', completedDate: '2026-03-02', actualCostCents: 162_500 },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Completed', completedDate: '2026-03-02', actualCostCents: 162_500 });
  });

  it('refuses changes that go backwards with 409 and a message', async () => {
    const repair = await createRepair(u, { title: 'Alignment', carId });
    await t.request(u, { method: 'POST', url: `/api/repairs/${repair.id}/status`, payload: { status: 'In Progress' } });
    const back = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Scheduled' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      error: { code: 'conflict', message: 'A repair cannot go back from In Progress to Scheduled' },
    });
    await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Completed', completedDate: '2026-03-05', actualCostCents: 0 },
    });
    const reopen = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Scheduled' },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ error: { message: 'A completed repair cannot go back to Scheduled' } });
    const bad = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Done' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { status: 'Choose Scheduled, In Progress or Completed' } } });
  });

  it('keeps the completed date required when editing a completed repair', async () => {
    const repair = await createRepair(u, { title: 'Seat mount', carId });
    await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Completed', completedDate: '2026-03-05', actualCostCents: 4_000 },
    });
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/repairs/${repair.id}`,
      payload: { title: 'Seat mount', carId, completedDate: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { completedDate: 'Completed date is required' } } });
    const ok = await t.request(u, {
      method: 'PUT',
      url: `/api/repairs/${repair.id}`,
      payload: { title: 'Seat mount', carId, completedDate: '2026-03-06', actualCostCents: 4_500 },
    });
    expect(ok.json()).toMatchObject({ status: 'Completed', completedDate: '2026-03-06', actualCostCents: 4_500 });
  });
});

describe('repairs: linked damage reports', () => {
  it('links both ways, schedules the report, starts and completes it with the repair', async () => {
    const report = await createReport(u, { title: 'Cracked splitter', carId, estimatedRepairCostCents: 60_000 });
    const repair = await createRepair(u, { title: 'Replace splitter', carId, damageReportId: report.id });
    expect(repair.damageReport).toEqual({ id: report.id, title: 'Cracked splitter', status: 'repair_scheduled' });
    const linked = await t.request(u, { method: 'GET', url: `/api/damage-reports/${report.id}` });
    expect(linked.json()).toMatchObject({
      status: 'repair_scheduled',
      repairId: repair.id,
      repair: { id: repair.id, title: 'Replace splitter', status: 'Scheduled' },
    });

    const again = await t.request(u, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'Second', carId, damageReportId: report.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'This damage report already has a repair' } });

    await t.request(u, { method: 'POST', url: `/api/repairs/${repair.id}/status`, payload: { status: 'In Progress' } });
    const started = await t.request(u, { method: 'GET', url: `/api/damage-reports/${report.id}` });
    expect(started.json<DamageReport>().status).toBe('repair_in_progress');

    await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Completed', completedDate: '2026-03-10', actualCostCents: 58_000 },
    });
    const repaired = await t.request(u, { method: 'GET', url: `/api/damage-reports/${report.id}` });
    expect(repaired.json<DamageReport>().status).toBe('repaired');
  });

  it('completing a scheduled linked repair straight away marks the report repaired', async () => {
    const report = await createReport(u, { title: 'Bent tie rod', carId });
    const repair = await createRepair(u, { title: 'Tie rod', carId, damageReportId: report.id });
    await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/status`,
      payload: { status: 'Completed', completedDate: '2026-03-11', actualCostCents: 9_000 },
    });
    const after = await t.request(u, { method: 'GET', url: `/api/damage-reports/${report.id}` });
    expect(after.json<DamageReport>().status).toBe('repaired');
  });

  it('refuses a report of another team, another car, or one already repaired', async () => {
    const theirReport = await createReport(other, { title: 'Theirs', carId: otherCarId });
    const foreign = await t.request(u, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'x', carId, damageReportId: theirReport.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Damage report not found',
        fields: { damageReportId: 'Damage report not found' },
      },
    });
    const theirsAfter = await t.request(other, { method: 'GET', url: `/api/damage-reports/${theirReport.id}` });
    expect(theirsAfter.json()).toMatchObject({ status: 'reported', repairId: null });

    const secondCar = await addCar(u, 'Spare car');
    const report = await createReport(u, { title: 'Dented door', carId });
    const wrongCar = await t.request(u, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'x', carId: secondCar, damageReportId: report.id },
    });
    expect(wrongCar.statusCode).toBe(400);
    expect(wrongCar.json()).toMatchObject({ error: { fields: { carId: 'The repair must be for the damaged car' } } });

    await t.request(u, {
      method: 'POST',
      url: `/api/damage-reports/${report.id}/status`,
      payload: { status: 'repaired' },
    });
    const done = await t.request(u, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'x', carId, damageReportId: report.id },
    });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ error: { message: 'This damage report is already repaired' } });
  });

  it('deleting an unfinished linked repair unlinks the report and puts it back to assessed', async () => {
    const report = await createReport(u, { title: 'Scraped floor', carId });
    const repair = await createRepair(u, { title: 'Floor patch', carId, damageReportId: report.id });
    expect((await t.request(u, { method: 'DELETE', url: `/api/repairs/${repair.id}` })).statusCode).toBe(204);
    const after = await t.request(u, { method: 'GET', url: `/api/damage-reports/${report.id}` });
    expect(after.json()).toMatchObject({ status: 'assessed', repairId: null, repair: null });
  });
});

describe('repairs: list', () => {
  let listUser: TestUser;
  let carA: string;
  let carB: string;

  beforeAll(async () => {
    listUser = await t.signUp();
    await upgrade(listUser);
    carA = await addCar(listUser, 'Alpha');
    carB = await addCar(listUser, 'Bravo');
    const today = '2026-03-15';
    const make = async (
      title: string,
      car: string,
      scheduledDate: string | null,
      status?: 'In Progress' | 'Completed',
      completedDate?: string,
    ) => {
      const r = await createRepair(listUser, { title, carId: car, scheduledDate });
      if (status === 'In Progress' || status === 'Completed') {
        await t.request(listUser, {
          method: 'POST',
          url: `/api/repairs/${r.id}/status`,
          payload: { status: 'In Progress' },
        });
      }
      if (status === 'Completed') {
        await t.request(listUser, {
          method: 'POST',
          url: `/api/repairs/${r.id}/status`,
          payload: { status: 'Completed', completedDate, actualCostCents: 100 },
        });
      }
      return r;
    };
    await make('Brake fluid flush', carA, '2026-03-30');
    await make('Clutch slave cylinder', carA, '2026-03-01');
    await make('Rear BRAKE pads', carB, '2026-03-15', 'In Progress');
    await make('Wheel bearing', carB, '2026-03-20', 'Completed', '2026-03-10');
    await make('Tyre rotation', carA, null);
    await make('Exhaust 100% leak_fix', carB, '2026-02-01', 'Completed', '2026-02-02');
    void today;
  });

  const list = async (query: string) => {
    const res = await t.request(listUser, { method: 'GET', url: `/api/repairs?today=2026-03-15&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RepairList>();
  };

  it('puts upcoming repairs first by date, then the rest, exactly like the shared rule', async () => {
    const all = await list('');
    expect(all.total).toBe(6);
    expect(all.items.map((r) => r.title)).toEqual([
      'Rear BRAKE pads',
      'Brake fluid flush',
      'Wheel bearing',
      'Clutch slave cylinder',
      'Exhaust 100% leak_fix',
      'Tyre rotation',
    ]);
    const bySharedRule = [...all.items].sort((a, b) => compareRepairsForList(a, b, '2026-03-15'));
    expect(all.items.map((r) => r.id)).toEqual(bySharedRule.map((r) => r.id));
    expect(all.items[0]).toMatchObject({ carLabel: 'Bravo', status: 'In Progress' });
  });

  it('pages in SQL', async () => {
    const first = await list('page=1&pageSize=4');
    const second = await list('page=2&pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(first.items).toHaveLength(4);
    expect(second.items.map((r) => r.title)).toEqual(['Exhaust 100% leak_fix', 'Tyre rotation']);
    const all = (await list('pageSize=50')).items.map((r) => r.id);
    for (const size of [1, 2, 3, 5]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(6 / size); page += 1) {
        pages.push(...(await list(`page=${page}&pageSize=${size}`)).items.map((r) => r.id));
      }
      expect(pages, `page size ${size}`).toEqual(all);
    }
    expect((await list('page=3&pageSize=4')).items).toEqual([]);
  });

  it('filters by status, open status and car, and searches titles without case', async () => {
    expect((await list('status=Completed')).items.map((r) => r.title)).toEqual([
      'Wheel bearing',
      'Exhaust 100% leak_fix',
    ]);
    expect((await list('status=open')).total).toBe(4);
    expect((await list('status=In%20Progress')).items.map((r) => r.title)).toEqual(['Rear BRAKE pads']);
    expect((await list(`carId=${carA}`)).total).toBe(3);
    expect((await list('search=brake')).items.map((r) => r.title)).toEqual(['Rear BRAKE pads', 'Brake fluid flush']);
    expect((await list(`search=brake&carId=${carB}`)).items.map((r) => r.title)).toEqual(['Rear BRAKE pads']);
    // LIKE wildcards are matched literally.
    expect((await list('search=100%25')).items.map((r) => r.title)).toEqual(['Exhaust 100% leak_fix']);
    expect((await list('search=_')).items.map((r) => r.title)).toEqual(['Exhaust 100% leak_fix']);
  });

  it('refuses bad filters', async () => {
    const res = await t.request(listUser, { method: 'GET', url: '/api/repairs?status=Lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { status: 'Choose a valid status' } } });
  });
});

describe('repairs: images', () => {
  it('uploads several images, checks them by content, serves and removes them', async () => {
    const repair = await createRepair(u, { title: 'Body work', carId });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const jpg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f0' } })
      .jpeg()
      .toBuffer();
    const first = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/images`,
      ...multipart('image', 'a.png', 'image/png', png),
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/images`,
      ...multipart('image', 'b.jpg', 'image/jpeg', jpg),
    });
    expect(second.statusCode).toBe(201);
    const withImages = second.json<Repair>();
    expect(withImages.images).toHaveLength(2);
    const [img] = withImages.images;
    expect(img?.url).toMatch(new RegExp(`^/api/files/${u.teamId}/repairs/.+\\.webp$`));
    const served = await t.request(u, { method: 'GET', url: img?.thumbnailUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await t.request(other, { method: 'GET', url: img?.url ?? '' })).statusCode).toBe(404);

    const notImage = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/images`,
      ...multipart('image', 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ error: { message: 'Please upload an image file' } });

    const huge = await t.request(u, {
      method: 'POST',
      url: `/api/repairs/${repair.id}/images`,
      ...multipart('image', 'big.png', 'image/png', Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)])),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { message: 'Image size should be less than 10MB' } });

    const removed = await t.request(u, { method: 'DELETE', url: `/api/repairs/${repair.id}/images/${img?.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Repair>().images.map((i) => i.id)).toEqual([withImages.images[1]?.id]);
    expect((await t.request(u, { method: 'GET', url: img?.url ?? '' })).statusCode).toBe(404);
    expect(
      (await t.request(u, { method: 'DELETE', url: `/api/repairs/${repair.id}/images/${img?.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('repairs: the list counts every change', () => {
  it('on the next list, made through the API or written straight to the database', async () => {
    const mine = await t.signUp();
    await upgrade(mine);
    const car = await addCar(mine, 'Alpha');
    const totalOf = async (query = '') => {
      const res = await t.request(mine, { method: 'GET', url: `/api/repairs?today=2026-03-15${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RepairList>().total;
    };
    const first = await createRepair(mine, { carId: car, title: 'Brake bleed', scheduledDate: '2026-04-01' });
    expect([await totalOf(), await totalOf('&search=brake')]).toEqual([1, 1]);
    // Another server or an import: seen at once.
    await t.db.insert(repairs).values({ teamId: mine.teamId, carId: car, title: 'Brake ducts' });
    expect([await totalOf(), await totalOf('&search=brake')]).toEqual([2, 2]);
    const removed = await t.request(mine, { method: 'DELETE', url: `/api/repairs/${first.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect([await totalOf(), await totalOf('&search=brake')]).toEqual([1, 1]);
  });
});
