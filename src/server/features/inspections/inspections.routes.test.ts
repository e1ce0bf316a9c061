import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type {
  InspectionTemplateDetail,
  ResolvedChecklist,
} from '@shared/inspection-templates/inspection-templates.contract';
import type { CreateInspectionResponse, Inspection } from '@shared/inspections/inspections.contract';
import { eventInspections, workOrderItems } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';
import * as inspectionsRepository from './inspections.repository';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let fa: RacingFixtures;
let template: InspectionTemplateDetail;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
  fa = await insertRacingFixtures(t.db, a.teamId);
  const res = await t.request(a, {
    method: 'POST',
    url: '/api/inspection-templates',
    payload: {
      name: 'Club tech',
      isDefault: true,
      baseFeeCents: 5000,
      items: [
        { category: 'Safety', itemName: 'Harness' },
        {
          category: 'Brakes',
          itemName: 'Pads',
          failureCreatesWorkItem: true,
          workItemTemplate: 'Replace brake pads',
          estimatedRepairMinutes: 90,
        },
        { category: 'Body', itemName: 'Mirrors', failureCreatesWorkItem: true },
        { category: 'Body', itemName: 'Numbers', isRequired: false, failureCreatesWorkItem: true },
      ],
    },
  });
  template = res.json<InspectionTemplateDetail>();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const missingId = '00000000-0000-4000-8000-000000000000';
const itemId = (name: string) => template.items.find((i) => i.itemName === name)?.id ?? '';

async function registerCar(user: TestUser, f: RacingFixtures, carId: string): Promise<EventCar> {
  const res = await t.request(user, {
    method: 'POST',
    url: `/api/events/${f.event.id}/cars`,
    payload: { mode: 'individual', carId },
  });
  expect(res.statusCode).toBe(201);
  return res.json<EventCar>();
}

async function eventCar(id: string): Promise<EventCar> {
  const list = (await t.request(a, { method: 'GET', url: `/api/events/${fa.event.id}/cars` })).json<EventCar[]>();
  const found = list.find((c) => c.id === id);
  if (!found) throw new Error('missing');
  return found;
}

const inspect = (user: TestUser | null, id: string, body: Record<string, unknown>) =>
  t.request(user, { method: 'POST', url: `/api/event-cars/${id}/inspections`, payload: body });

function marks(overrides: Record<string, 'pass' | 'fail' | 'na' | null> = {}) {
  const base: Record<string, 'pass' | 'fail' | 'na' | null> = {
    Harness: 'pass',
    Pads: 'pass',
    Mirrors: 'pass',
    Numbers: 'na',
  };
  return Object.entries({ ...base, ...overrides }).map(([name, result]) => ({ itemId: itemId(name), result }));
}

describe('inspections', () => {
  it('answers 401 signed out', async () => {
    expect((await inspect(null, missingId, { type: 'pre_event' })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'GET', url: `/api/event-cars/${missingId}/inspections` })).statusCode).toBe(
      401,
    );
  });

  it('a passing pre-event inspection moves the car to tech_inspected and records the inspector', async () => {
    const car = await registerCar(a, fa, fa.clientCar.id);
    const res = await inspect(a, car.id, {
      type: 'pre_event',
      templateId: template.id,
      results: marks(),
      notes: 'Ready to go',
      inspectionFeeCents: 5000,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<CreateInspectionResponse>();
    expect(body.inspection).toMatchObject({
      status: 'pass',
      inspectorId: a.userId,
      overallCondition: 'good',
      billableMinutes: 30,
      inspectionFeeCents: 5000,
    });
    expect(body.inspection.checklistResults).toHaveLength(4);
    expect(body.workItems).toEqual([]);
    const after = await eventCar(car.id);
    expect(after).toMatchObject({
      status: 'tech_inspected',
      preEventInspectionCompleted: true,
      preEventNotes: 'Ready to go',
    });
    expect(after.preEventInspectionDate).not.toBeNull();

    const list = await t.request(a, { method: 'GET', url: `/api/event-cars/${car.id}/inspections` });
    expect(list.json<Inspection[]>()).toEqual([
      expect.objectContaining({ inspectionType: 'pre_event', status: 'pass' }),
    ]);
  });

  it('a done inspection cannot be started again: 409', async () => {
    const [car] = (await t.request(a, { method: 'GET', url: `/api/events/${fa.event.id}/cars` })).json<EventCar[]>();
    if (!car) throw new Error('missing');
    const again = await inspect(a, car.id, { type: 'pre_event', templateId: template.id, results: marks() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'This inspection has already been completed' } });
  });

  it('a failing pre-event inspection keeps the car registered and creates its work items', async () => {
    const car = await registerCar(a, fa, fa.otherClientCar.id);
    const res = await inspect(a, car.id, {
      type: 'pre_event',
      templateId: template.id,
      results: [
        ...marks({ Pads: 'fail', Mirrors: 'fail', Numbers: 'fail' }).map((r) =>
          r.itemId === itemId('Pads') ? { ...r, notes: 'Pads at 2 mm' } : r,
        ),
      ],
      issuesFound: ['Front pads worn', '  '],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<CreateInspectionResponse>();
    expect(body.inspection.status).toBe('fail');
    expect(body.inspection.issuesFound).toEqual(['Front pads worn']);
    // Priced at the default rate card's mechanic rate ($95/h; the card is created on first use).
    expect(body.workItems.map((w) => [w.title, w.estimatedMinutes, w.itemType, w.totalAmountCents, w.status])).toEqual([
      ['Replace brake pads', 90, 'repair', 14_250, 'pending'],
      ['Repair: Mirrors', 60, 'repair', 9_500, 'pending'],
      ['Repair: Numbers', 60, 'repair', 9_500, 'pending'],
    ]);
    expect(body.workItems.map((w) => w.rateCents)).toEqual([9_500, 9_500, 9_500]);
    expect(body.workItems[0]?.description).toBe('Pads at 2 mm');
    const after = await eventCar(car.id);
    expect(after.status).toBe('registered');
    expect(after.preEventInspectionCompleted).toBe(true);
    // Listed oldest first, then by title.
    expect(after.workItems.map((w) => w.title)).toEqual(['Repair: Mirrors', 'Repair: Numbers', 'Replace brake pads']);
  });

  it('pending and conditional results keep the car registered', async () => {
    const own = await registerCar(a, fa, fa.ownCar.id);
    const pending = await inspect(a, own.id, {
      type: 'pre_event',
      templateId: template.id,
      results: marks({ Harness: null }),
    });
    expect(pending.json<CreateInspectionResponse>().inspection.status).toBe('pending');
    expect((await eventCar(own.id)).status).toBe('registered');
    const post = await inspect(a, own.id, {
      type: 'post_event',
      templateId: template.id,
      results: marks(),
      issuesFound: ['Oil seep at sump'],
      notes: 'After the race',
    });
    expect(post.json<CreateInspectionResponse>().inspection.status).toBe('conditional');
    const after = await eventCar(own.id);
    expect(after).toMatchObject({
      status: 'registered',
      postEventInspectionCompleted: true,
      postEventNotes: 'After the race',
    });
  });

  it('uses the built-in checklist without a template', async () => {
    const f = await insertRacingFixtures(t.db, a.teamId, { date: '2026-06-01' });
    const car = await registerCar(a, f, f.ownCar.id);
    const builtIn = (
      await t.request(b, { method: 'GET', url: '/api/inspection-templates/checklist?type=pre_event' })
    ).json<ResolvedChecklist>();
    const results = builtIn.items.map((i) => ({ itemId: i.id, result: i.isRequired ? 'pass' : null }));
    const res = await inspect(a, car.id, { type: 'pre_event', templateId: null, results });
    expect(res.statusCode).toBe(201);
    expect(res.json<CreateInspectionResponse>().inspection.status).toBe('pass');
    expect(res.json<CreateInspectionResponse>().inspection.checklistResults).toHaveLength(12);
  });

  it('refuses bad bodies with the field message', async () => {
    const f = await insertRacingFixtures(t.db, a.teamId, { date: '2026-06-02' });
    const car = await registerCar(a, f, f.ownCar.id);
    const type = await inspect(a, car.id, { type: 'weekly' });
    expect(type.json()).toMatchObject({ error: { fields: { type: 'Choose pre_event, post_event, tech or damage' } } });
    const fee = await inspect(a, car.id, { type: 'pre_event', inspectionFeeCents: -1 });
    expect(fee.json()).toMatchObject({ error: { fields: { inspectionFeeCents: 'Fee must be 0 or more' } } });
    const condition = await inspect(a, car.id, { type: 'pre_event', overallCondition: 'mint' });
    expect(condition.statusCode).toBe(400);
    const mark = await inspect(a, car.id, {
      type: 'pre_event',
      results: [{ itemId: 'default:helmet', result: 'maybe' }],
    });
    expect(mark.json()).toMatchObject({
      error: { fields: { 'results.0.result': 'Mark each item pass, fail or n/a' } },
    });
    const unknown = await inspect(a, car.id, {
      type: 'pre_event',
      templateId: null,
      results: [{ itemId: 'nope', result: 'pass' }],
    });
    expect(unknown.statusCode).toBe(400);
    const list = (await t.request(a, { method: 'GET', url: `/api/events/${f.event.id}/cars` })).json<EventCar[]>();
    expect(list[0]?.preEventInspectionCompleted).toBe(false);
  });

  it("answers 404 for another team's registration and 400 on the field for another team's template", async () => {
    const [car] = (await t.request(a, { method: 'GET', url: `/api/events/${fa.event.id}/cars` })).json<EventCar[]>();
    if (!car) throw new Error('missing');
    expect((await inspect(b, car.id, { type: 'tech' })).statusCode).toBe(404);
    expect((await t.request(b, { method: 'GET', url: `/api/event-cars/${car.id}/inspections` })).statusCode).toBe(404);
    expect((await inspect(a, missingId, { type: 'tech' })).statusCode).toBe(404);
    const fb = await insertRacingFixtures(t.db, b.teamId);
    const bCar = await registerCar(b, fb, fb.ownCar.id);
    const foreignTemplate = await inspect(b, bCar.id, { type: 'pre_event', templateId: template.id, results: [] });
    expect(foreignTemplate.statusCode).toBe(400);
    expect(foreignTemplate.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Inspection template not found',
        fields: { templateId: 'Inspection template not found' },
      },
    });
    const missingTemplate = await inspect(b, bCar.id, { type: 'pre_event', templateId: missingId, results: [] });
    expect(missingTemplate.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      templateId: 'Inspection template not found',
    });
    const list = (await t.request(b, { method: 'GET', url: `/api/events/${fb.event.id}/cars` })).json<EventCar[]>();
    expect(list[0]?.preEventInspectionCompleted).toBe(false);
  });

  it('answers 403 to a member who may not perform inspections, and lets technicians', async () => {
    const u = await t.signUp();
    const f = await insertRacingFixtures(t.db, u.teamId);
    const car = await registerCar(u, f, f.ownCar.id);
    await t.setRole(u, 'team_administrator');
    const refused = await inspect(u, car.id, { type: 'pre_event', results: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: 'You are not allowed to perform inspections' } });
    await t.setRole(u, 'track_technician');
    const allowed = await inspect(u, car.id, { type: 'pre_event', results: [] });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json<CreateInspectionResponse>().inspection).toMatchObject({
      status: 'pending',
      inspectorId: u.userId,
    });
  });

  it('saves nothing when a work item cannot be inserted: all or nothing', async () => {
    const f = await insertRacingFixtures(t.db, a.teamId, { date: '2026-07-01' });
    const car = await registerCar(a, f, f.clientCar.id);
    const spy = vi
      .spyOn(inspectionsRepository, 'insertWorkOrderItems')
      .mockRejectedValueOnce(new Error('work items table unavailable'));
    const res = await inspect(a, car.id, {
      type: 'pre_event',
      templateId: template.id,
      results: marks({ Pads: 'fail' }),
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: { code: 'internal' } });

    const inspections = await t.db.select().from(eventInspections).where(eq(eventInspections.eventCarId, car.id));
    expect(inspections).toEqual([]);
    const items = await t.db.select().from(workOrderItems).where(eq(workOrderItems.eventCarId, car.id));
    expect(items).toEqual([]);
    const list = (await t.request(a, { method: 'GET', url: `/api/events/${f.event.id}/cars` })).json<EventCar[]>();
    expect(list[0]).toMatchObject({
      preEventInspectionCompleted: false,
      status: 'registered',
      preEventInspectionDate: null,
    });

    // With the failure gone the same inspection goes through.
    const retry = await inspect(a, car.id, {
      type: 'pre_event',
      templateId: template.id,
      results: marks({ Pads: 'fail' }),
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<CreateInspectionResponse>().workItems).toHaveLength(1);
  });
});
