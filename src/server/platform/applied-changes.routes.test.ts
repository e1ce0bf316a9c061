import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '@shared/drivers/drivers.contract';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { InspectionTemplateDetail } from '@shared/inspection-templates/inspection-templates.contract';
import type { CreateInspectionResponse, Inspection } from '@shared/inspections/inspections.contract';
import { idempotencyMessages } from '@shared/lib/idempotency.contract';
import { insertRacingFixtures, type RacingFixtures } from '../features/event-cars/event-cars.test-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
});
afterAll(() => t.close());

const addDriver = (user: TestUser, changeId: string | undefined, name: string) =>
  t.request(user, {
    method: 'POST',
    url: '/api/drivers',
    payload: { name },
    headers: changeId === undefined ? {} : { 'idempotency-key': changeId },
  });

async function driverNames(user: TestUser): Promise<string[]> {
  const res = await t.request(user, { method: 'GET', url: '/api/drivers' });
  const body = res.json<Driver[] | { items: Driver[] }>();
  return (Array.isArray(body) ? body : body.items).map((d) => d.name);
}

describe('a change sent twice with the same Idempotency-Key', () => {
  it('is applied once, and the second sending answers what the first did', async () => {
    const changeId = randomUUID();
    const first = await addDriver(a, changeId, 'Once Only');
    const second = await addDriver(a, changeId, 'Once Only');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json<Driver>().id).toBe(first.json<Driver>().id);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect((await driverNames(a)).filter((n) => n === 'Once Only')).toHaveLength(1);
  });

  it('sent twice at once, is applied once; the later sending is told to wait or gets the same answer', async () => {
    const changeId = randomUUID();
    const answers = await Promise.all([addDriver(a, changeId, 'At Once'), addDriver(a, changeId, 'At Once')]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(codes);
    const waiting = answers.find((r) => r.statusCode === 409);
    if (waiting) {
      expect(waiting.json<{ error: { message: string } }>().error.message).toBe(idempotencyMessages.inProgress);
    }
    expect((await driverNames(a)).filter((n) => n === 'At Once')).toHaveLength(1);
  });

  it('refuses the same id carrying a different change, and changes nothing', async () => {
    const changeId = randomUUID();
    expect((await addDriver(a, changeId, 'First Change')).statusCode).toBe(201);
    const other = await addDriver(a, changeId, 'Second Change');
    expect(other.statusCode).toBe(409);
    expect(other.json<{ error: { message: string } }>().error.message).toBe(idempotencyMessages.keyReused);
    expect(await driverNames(a)).not.toContain('Second Change');
  });

  it('keeps ids apart per team: another team sending the same id gets its own record', async () => {
    const changeId = randomUUID();
    const mine = await addDriver(a, changeId, 'Team A Driver');
    const theirs = await addDriver(b, changeId, 'Team B Driver');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Driver>().id).not.toBe(mine.json<Driver>().id);
    expect(await driverNames(b)).toContain('Team B Driver');
    expect(await driverNames(a)).not.toContain('Team B Driver');
  });

  it('forgets a refused change, so the corrected one can be sent with the same id', async () => {
    const changeId = randomUUID();
    const refused = await addDriver(a, changeId, '');
    expect(refused.statusCode).toBe(400);
    const corrected = await addDriver(a, changeId, 'Corrected Name');
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replay']).toBeUndefined();
  });

  it('refuses an id that is not a UUID', async () => {
    const res = await addDriver(a, 'not-a-uuid', 'Bad Key');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(idempotencyMessages.badKey);
    expect(await driverNames(a)).not.toContain('Bad Key');
  });

  it('without a key every sending is a new change', async () => {
    await addDriver(a, undefined, 'Twice Sent');
    await addDriver(a, undefined, 'Twice Sent');
    expect((await driverNames(a)).filter((n) => n === 'Twice Sent')).toHaveLength(2);
  });
});

describe('an inspection replayed after a lost answer', () => {
  let f: RacingFixtures;
  let template: InspectionTemplateDetail;

  beforeAll(async () => {
    f = await insertRacingFixtures(t.db, a.teamId);
    const res = await t.request(a, {
      method: 'POST',
      url: '/api/inspection-templates',
      payload: {
        name: 'Paddock tech',
        isDefault: true,
        items: [
          { category: 'Safety', itemName: 'Harness' },
          { category: 'Brakes', itemName: 'Pads', failureCreatesWorkItem: true, workItemTemplate: 'Replace pads' },
        ],
      },
    });
    template = res.json<InspectionTemplateDetail>();
  });

  it('records one inspection and one work item, and answers the same both times', async () => {
    const registered = await t.request(a, {
      method: 'POST',
      url: `/api/events/${f.event.id}/cars`,
      payload: { mode: 'individual', carId: f.ownCar.id },
    });
    const car = registered.json<EventCar>();
    const results = template.items.map((item) => ({
      itemId: item.id,
      result: item.itemName === 'Pads' ? 'fail' : 'pass',
    }));
    const changeId = randomUUID();
    const send = () =>
      t.request(a, {
        method: 'POST',
        url: `/api/event-cars/${car.id}/inspections`,
        payload: { type: 'pre_event', templateId: template.id, results },
        headers: { 'idempotency-key': changeId },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const answer = second.json<CreateInspectionResponse>();
    expect(answer.inspection.id).toBe(first.json<CreateInspectionResponse>().inspection.id);
    expect(answer.workItems).toHaveLength(1);
    const list = await t.request(a, { method: 'GET', url: `/api/event-cars/${car.id}/inspections` });
    expect(list.json<Inspection[]>()).toHaveLength(1);
  });
});
