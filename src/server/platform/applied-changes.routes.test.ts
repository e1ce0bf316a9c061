import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '@shared/drivers/drivers.contract';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { InspectionTemplateDetail } from '@shared/inspection-templates/inspection-templates.contract';
import type { CreateInspectionResponse, Inspection } from '@shared/inspections/inspections.contract';
import { AppError } from '@shared/lib/app-error';
import { idempotencyMessages } from '@shared/lib/idempotency.contract';
import { contextForUser, contextOf, transaction } from '../auth/request-context';
import { drivers } from '../db/schema';
import { insertRacingFixtures, type RacingFixtures } from '../features/event-cars/event-cars.test-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { registerAppliedChanges } from './applied-changes';
import { registerErrorHandler } from './error-handler';

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

  it('sent twice at once, is applied once: the later sending waits for the first and answers what it did', async () => {
    const changeId = randomUUID();
    const answers = await Promise.all([addDriver(a, changeId, 'At Once'), addDriver(a, changeId, 'At Once')]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.headers['idempotent-replay']).sort()).toEqual(['true', undefined]);
    expect(answers[1]?.json<Driver>().id).toBe(answers[0]?.json<Driver>().id);
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

  it('is refused (400) by a change that reaches beyond the database, sent without one it is applied', async () => {
    const switchTeam = (headers: Record<string, string>) =>
      t.request(a, { method: 'PUT', url: '/api/me/team', payload: { teamId: a.teamId }, headers });
    const keyed = await switchTeam({ 'idempotency-key': randomUUID() });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json<{ error: { message: string } }>().error.message).toBe(idempotencyMessages.notAppliedOnce);
    expect((await switchTeam({})).statusCode).toBe(200);
  });

  it('without a key every sending is a new change', async () => {
    await addDriver(a, undefined, 'Twice Sent');
    await addDriver(a, undefined, 'Twice Sent');
    expect((await driverNames(a)).filter((n) => n === 'Twice Sent')).toHaveLength(2);
  });
});

describe('a keyed change runs in one transaction with its id', () => {
  /**
   * A route that adds two drivers, each in a transaction of its own (savepoints inside the
   * change's), the second rolled back; then refuses the change when its name is "Refused".
   */
  async function appWithDriverRoute() {
    const app = Fastify();
    app.decorateRequest('teamContext', null);
    registerErrorHandler(app);
    app.addHook('onRequest', async (request) => {
      request.teamContext = await contextForUser(t.db, { id: a.userId, email: a.email, name: 'A' });
    });
    registerAppliedChanges(app);
    app.post<{ Params: { name: string } }>('/drivers/:name', async (request) => {
      const ctx = contextOf(request);
      const { name } = request.params;
      await transaction(ctx, (ctx) => ctx.team.db.insert(drivers).values({ teamId: ctx.teamId, name }));
      await transaction(ctx, async (ctx) => {
        await ctx.team.db.insert(drivers).values({ teamId: ctx.teamId, name: `${name} undone` });
        throw new Error('rolled back to its savepoint');
      }).catch(() => undefined);
      if (name === 'Refused') throw AppError.conflict('Refused');
      return { name };
    });
    await app.ready();
    return app;
  }

  it('an error answer rolls back all it wrote and frees the id; a savepoint rolls back alone', async () => {
    const app = await appWithDriverRoute();
    const changeId = randomUUID();
    const send = (name: string) =>
      app.inject({ method: 'POST', url: `/drivers/${name}`, headers: { 'idempotency-key': changeId } });
    expect((await send('Refused')).statusCode).toBe(409);
    const applied = await send('Kept');
    expect(applied.statusCode).toBe(200);
    expect(applied.headers['idempotent-replay']).toBeUndefined();
    expect((await send('Kept')).headers['idempotent-replay']).toBe('true');
    const names = await driverNames(a);
    expect(names.filter((n) => n === 'Kept')).toHaveLength(1);
    expect(names).not.toContain('Refused');
    expect(names).not.toContain('Kept undone');
    await app.close();
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
