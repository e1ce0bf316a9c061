import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DamageReportList } from '@shared/damage-reports/damage-reports.contract';
import type { RepairList } from '@shared/repairs/repairs.contract';
import type { AppDeps } from '../../app-deps';
import { contextForUser, type RequestContext } from '../../auth/request-context';
import { cars, damageReports, repairs } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { demoRecordsOf } from '../../seed/demo-records';
import { seedDamageReports } from '../damage-reports/damage-reports.demo-seed';
import { seedRepairs } from './repairs.demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function contextOf(user: TestUser): Promise<RequestContext> {
  return contextForUser(t.db, { id: user.userId, email: user.email, name: 'demo' });
}

async function seed(user: TestUser): Promise<void> {
  const deps = { db: t.db } as AppDeps;
  const ctx = await contextOf(user);
  await seedDamageReports(deps, ctx, demoRecordsOf(ctx));
  await seedRepairs(deps, ctx, demoRecordsOf(ctx));
}

describe('repairs and damage reports demo seed', () => {
  it('creates nothing for a team without cars', async () => {
    const user = await t.signUp();
    await seed(user);
    expect(await t.db.select().from(repairs).where(eq(repairs.teamId, user.teamId))).toHaveLength(0);
    expect(await t.db.select().from(damageReports).where(eq(damageReports.teamId, user.teamId))).toHaveLength(0);
  });

  it('creates repairs and reports in several states, linked both ways', async () => {
    const user = await t.signUp();
    await t.db.insert(cars).values([
      { teamId: user.teamId, name: 'GT3 Cup' },
      { teamId: user.teamId, name: 'Spec Miata' },
      { teamId: user.teamId, name: 'E46 M3' },
    ]);
    await seed(user);

    const repairList = (await t.request(user, { method: 'GET', url: '/api/repairs?pageSize=50' })).json<RepairList>();
    expect(new Set(repairList.items.map((r) => r.status))).toEqual(new Set(['Scheduled', 'In Progress', 'Completed']));
    const reportList = (
      await t.request(user, { method: 'GET', url: '/api/damage-reports?pageSize=50' })
    ).json<DamageReportList>();
    expect(new Set(reportList.items.map((r) => r.status))).toEqual(
      new Set(['reported', 'assessed', 'repair_scheduled', 'repaired', 'written_off']),
    );

    const scheduled = reportList.items.find((r) => r.status === 'repair_scheduled');
    expect(scheduled?.repair).toMatchObject({ status: 'Scheduled' });
    const repaired = reportList.items.find((r) => r.status === 'repaired');
    expect(repaired?.repair).toMatchObject({ status: 'Completed' });
    const fixing = repairList.items.find((r) => r.id === repaired?.repairId);
    expect(fixing).toMatchObject({ damageReportId: repaired?.id, carId: repaired?.carId });
    expect(fixing?.completedDate).not.toBeNull();
  });
});
