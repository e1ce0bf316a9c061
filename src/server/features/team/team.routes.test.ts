import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@shared/auth/auth.contract';
import { can, permissionMessages, teamRoles, type TeamAction, type TeamRole } from '@shared/auth/permissions.rules';
import type { TeamInvitation, TeamMember, TeamOverview } from '@shared/team/team.contract';
import { teamMessages } from '@shared/team/team.contract';
import { member, outboxEmails } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';

let t: TestApp;
let manager: TestUser;
let fixtures: RacingFixtures;

const missingId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signUp();
  fixtures = await insertRacingFixtures(t.db, manager.teamId);
});
afterAll(() => t.close());

const me = async (user: TestUser) => (await t.request(user, { method: 'GET', url: '/api/me' })).json<Me>();

/** The id in the newest invitation mail to `email`. */
async function invitationIdMailedTo(email: string): Promise<string> {
  await t.settle();
  const [mail] = await t.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), like(outboxEmails.subject, 'You are invited to join%')))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const id = /\/invitations\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!id) throw new Error(`no invitation mail to ${email}`);
  return id;
}

/** Invites a new user into the manager's team with `role` through the API; they accept. */
async function joinAs(role: TeamRole): Promise<TestUser> {
  const user = await t.signUp();
  const invited = await t.request(manager, {
    method: 'POST',
    url: '/api/team/invitations',
    payload: { email: user.email, role },
  });
  expect(invited.statusCode).toBe(201);
  const id = await invitationIdMailedTo(user.email);
  const accepted = await t.request(user, { method: 'POST', url: `/api/invitations/${id}/accept` });
  expect(accepted.statusCode).toBe(200);
  return user;
}

describe('signed out', () => {
  it('answers 401 on every team route', async () => {
    for (const [method, url] of [
      ['GET', '/api/team'],
      ['POST', '/api/team/invitations'],
      ['PUT', `/api/team/members/${missingId}/role`],
      ['DELETE', `/api/team/members/${missingId}`],
      ['GET', `/api/invitations/${missingId}`],
      ['POST', `/api/invitations/${missingId}/accept`],
      ['PUT', '/api/me/team'],
    ] as const) {
      expect((await t.request(null, { method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("closes better-auth's own organization endpoints: teams change only through the routes above", async () => {
    for (const path of ['invite-member', 'remove-member', 'update-member-role', 'set-active', 'delete', 'list']) {
      const res = await t.request(manager, {
        method: path === 'list' ? 'GET' : 'POST',
        url: `/api/auth/organization/${path}`,
        payload: {},
      });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('inviting and joining', () => {
  it('mails a link that only its addressee can open; accepting joins the team and makes it current', async () => {
    const tech = await t.signUp();
    const stranger = await t.signUp();
    const invited = await t.request(manager, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: `  ${tech.email.toUpperCase()} `, role: 'track_technician' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json<TeamInvitation>()).toMatchObject({ email: tech.email, role: 'track_technician' });
    const id = await invitationIdMailedTo(tech.email);

    const pending = (await t.request(manager, { method: 'GET', url: '/api/team' })).json<TeamOverview>();
    expect(pending.invitations.map((i) => i.email)).toContain(tech.email);

    expect((await me(tech)).invitations).toEqual([expect.objectContaining({ id, role: 'track_technician' })]);
    expect((await t.request(stranger, { method: 'GET', url: `/api/invitations/${id}` })).statusCode).toBe(404);
    const foreign = await t.request(stranger, { method: 'POST', url: `/api/invitations/${id}/accept` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ error: { message: string } }>().error.message).toBe(teamMessages.invitationNotFound);

    const accepted = await t.request(tech, { method: 'POST', url: `/api/invitations/${id}/accept` });
    expect(accepted.json<{ team: { id: string } }>().team.id).toBe(manager.teamId);
    const after = await me(tech);
    expect(after.team.id).toBe(manager.teamId);
    expect(after.role).toBe('track_technician');
    expect(after.teams.map((team) => team.id).sort()).toEqual([manager.teamId, tech.teamId].sort());
    expect(after.invitations).toEqual([]);
    // Preferences of their own in the new team, apart from those in their own team.
    const saved = await t.request(tech, { method: 'PATCH', url: '/api/preferences', payload: { useMetric: true } });
    expect(saved.statusCode).toBe(200);
    const back = await t.request(tech, { method: 'PUT', url: '/api/me/team', payload: { teamId: tech.teamId } });
    expect(back.statusCode).toBe(200);
    const own = await t.request(tech, { method: 'GET', url: '/api/preferences' });
    expect(own.json<{ useMetric: boolean }>().useMetric).toBe(false);
    await t.request(tech, { method: 'PUT', url: '/api/me/team', payload: { teamId: manager.teamId } });

    // The technician sees the team's data now.
    const car = await t.request(tech, { method: 'GET', url: `/api/cars/${fixtures.ownCar.id}` });
    expect(car.statusCode).toBe(200);
    const members = (await t.request(tech, { method: 'GET', url: '/api/team' })).json<TeamOverview>();
    expect(members.members.map((m) => m.email)).toEqual(expect.arrayContaining([manager.email, tech.email]));
    expect(members.invitations).toEqual([]);
  });

  it('refuses a bad address, an unknown role and an existing member', async () => {
    const bad = await t.request(manager, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'not-an-address', role: 'pit_boss' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields).toMatchObject({ email: teamMessages.emailInvalid, role: teamMessages.roleInvalid });

    const self = await t.request(manager, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: manager.email, role: 'track_technician' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json<{ error: { message: string } }>().error.message).toBe(teamMessages.alreadyMember);
  });

  it('a cancelled or declined invitation can no longer be accepted', async () => {
    const [first, second] = [await t.signUp(), await t.signUp()];
    for (const user of [first, second]) {
      await t.request(manager, {
        method: 'POST',
        url: '/api/team/invitations',
        payload: { email: user.email, role: 'team_administrator' },
      });
    }
    const firstId = await invitationIdMailedTo(first.email);
    const secondId = await invitationIdMailedTo(second.email);
    const cancelled = await t.request(manager, { method: 'DELETE', url: `/api/team/invitations/${firstId}` });
    expect(cancelled.statusCode).toBe(204);
    expect((await t.request(first, { method: 'POST', url: `/api/invitations/${firstId}/accept` })).statusCode).toBe(
      404,
    );
    expect((await t.request(second, { method: 'POST', url: `/api/invitations/${secondId}/reject` })).statusCode).toBe(
      204,
    );
    expect((await t.request(second, { method: 'POST', url: `/api/invitations/${secondId}/accept` })).statusCode).toBe(
      404,
    );
    expect((await me(second)).team.id).toBe(second.teamId);
  });
});

describe('switching teams', () => {
  it('acts on the current team only, and refuses a team the user is not in', async () => {
    const admin = await joinAs('team_administrator');
    const switched = await t.request(admin, { method: 'PUT', url: '/api/me/team', payload: { teamId: admin.teamId } });
    expect(switched.statusCode).toBe(200);
    expect((await me(admin)).team.id).toBe(admin.teamId);
    const theirCar = await t.request(admin, { method: 'GET', url: `/api/cars/${fixtures.ownCar.id}` });
    expect(theirCar.statusCode).toBe(404);

    const back = await t.request(admin, { method: 'PUT', url: '/api/me/team', payload: { teamId: manager.teamId } });
    expect(back.statusCode).toBe(200);
    expect((await t.request(admin, { method: 'GET', url: `/api/cars/${fixtures.ownCar.id}` })).statusCode).toBe(200);

    const outsider = await t.signUp();
    const refused = await t.request(admin, {
      method: 'PUT',
      url: '/api/me/team',
      payload: { teamId: outsider.teamId },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(teamMessages.notAMember);
  });
});

describe('roles and removal', () => {
  it('a manager changes roles; the last manager cannot step down or remove themselves', async () => {
    const tech = await joinAs('track_technician');
    const overview = (await t.request(manager, { method: 'GET', url: '/api/team' })).json<TeamOverview>();
    const techMember = overview.members.find((m) => m.email === tech.email) as TeamMember;
    const own = overview.members.find((m) => m.isYou) as TeamMember;

    const promoted = await t.request(manager, {
      method: 'PUT',
      url: `/api/team/members/${techMember.id}/role`,
      payload: { role: 'team_administrator' },
    });
    expect(promoted.json<TeamMember>().role).toBe('team_administrator');
    expect((await me(tech)).role).toBe('team_administrator');

    const stepDown = await t.request(manager, {
      method: 'PUT',
      url: `/api/team/members/${own.id}/role`,
      payload: { role: 'track_technician' },
    });
    expect(stepDown.statusCode).toBe(409);
    expect(stepDown.json<{ error: { message: string } }>().error.message).toBe(teamMessages.lastManager);
    const leave = await t.request(manager, { method: 'DELETE', url: `/api/team/members/${own.id}` });
    expect(leave.statusCode).toBe(409);
    expect((await me(manager)).role).toBe('team_manager');

    // Another team's member id is unknown here.
    const outsider = await t.signUp();
    const [outsiderMember] = await t.db.select().from(member).where(eq(member.userId, outsider.userId));
    const foreign = await t.request(manager, { method: 'DELETE', url: `/api/team/members/${outsiderMember?.id}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('a removed member sees none of the team at once', async () => {
    const tech = await joinAs('track_technician');
    expect((await t.request(tech, { method: 'GET', url: `/api/clients/${fixtures.client.id}` })).statusCode).toBe(200);
    const overview = (await t.request(manager, { method: 'GET', url: '/api/team' })).json<TeamOverview>();
    const techMember = overview.members.find((m) => m.email === tech.email) as TeamMember;

    const removed = await t.request(manager, { method: 'DELETE', url: `/api/team/members/${techMember.id}` });
    expect(removed.statusCode).toBe(204);
    // The same session, the very next request: the team's records are gone from its view.
    expect((await t.request(tech, { method: 'GET', url: `/api/clients/${fixtures.client.id}` })).statusCode).toBe(404);
    expect((await t.request(tech, { method: 'GET', url: `/api/cars/${fixtures.ownCar.id}` })).statusCode).toBe(404);
    const after = await me(tech);
    expect(after.team.id).toBe(tech.teamId);
    expect(after.teams.map((team) => team.id)).toEqual([tech.teamId]);
    const switchBack = await t.request(tech, {
      method: 'PUT',
      url: '/api/me/team',
      payload: { teamId: manager.teamId },
    });
    expect(switchBack.statusCode).toBe(404);
  });
});

/** Every route a role may be refused, with a request that changes nothing when allowed. */
const protectedRoutes: {
  action: TeamAction;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}[] = [
  { action: 'manage_billing', method: 'GET', url: '/api/invoices' },
  { action: 'manage_billing', method: 'POST', url: '/api/invoices', payload: {} },
  { action: 'manage_billing', method: 'GET', url: `/api/invoices/${missingId}` },
  { action: 'manage_billing', method: 'GET', url: `/api/invoices/${missingId}/pdf` },
  { action: 'manage_billing', method: 'POST', url: `/api/invoices/${missingId}/send` },
  { action: 'manage_billing', method: 'POST', url: `/api/invoices/${missingId}/pay`, payload: {} },
  { action: 'manage_billing', method: 'GET', url: `/api/clients/${missingId}/account` },
  { action: 'manage_billing', method: 'GET', url: '/api/rate-cards' },
  { action: 'manage_billing', method: 'POST', url: '/api/rate-cards', payload: {} },
  { action: 'manage_billing', method: 'GET', url: `/api/rate-cards/${missingId}` },
  { action: 'manage_billing', method: 'PUT', url: `/api/rate-cards/${missingId}`, payload: {} },
  { action: 'manage_billing', method: 'POST', url: `/api/rate-cards/${missingId}/default` },
  { action: 'manage_billing', method: 'DELETE', url: `/api/rate-cards/${missingId}` },
  { action: 'manage_billing', method: 'GET', url: '/api/billing/price-list' },
  { action: 'manage_billing', method: 'POST', url: '/api/work-orders/from-price-list', payload: {} },
  { action: 'manage_assignments', method: 'POST', url: '/api/clients', payload: {} },
  { action: 'manage_assignments', method: 'PUT', url: `/api/clients/${missingId}`, payload: {} },
  { action: 'manage_assignments', method: 'POST', url: `/api/clients/${missingId}/archive` },
  { action: 'manage_assignments', method: 'POST', url: `/api/clients/${missingId}/restore` },
  { action: 'manage_assignments', method: 'DELETE', url: `/api/clients/${missingId}` },
  { action: 'manage_assignments', method: 'POST', url: `/api/clients/${missingId}/cars`, payload: {} },
  { action: 'manage_assignments', method: 'DELETE', url: `/api/clients/${missingId}/cars/${missingId}` },
  { action: 'manage_assignments', method: 'POST', url: '/api/inventory/items/assign', payload: {} },
  { action: 'manage_assignments', method: 'POST', url: `/api/inventory/items/${missingId}/assign`, payload: {} },
  { action: 'manage_assignments', method: 'POST', url: `/api/inventory/items/${missingId}/unassign` },
  { action: 'manage_plan', method: 'PUT', url: '/api/subscription', payload: {} },
  { action: 'manage_plan', method: 'POST', url: '/api/subscription/upgrade', payload: {} },
  {
    action: 'approve_work_orders',
    method: 'POST',
    url: `/api/work-orders/${missingId}/status`,
    payload: { status: 'approved' },
  },
  {
    action: 'set_prices',
    method: 'POST',
    url: '/api/work-orders',
    payload: {
      clientId: missingId,
      carId: missingId,
      title: 'Brake job',
      serviceCharges: [{ description: 'Labor', quantity: 1, unitRateCents: 1 }],
    },
  },
  { action: 'publish_team_records', method: 'PUT', url: '/api/public-profile/team-records', payload: {} },
  { action: 'export_team_data', method: 'GET', url: '/api/account/export' },
  { action: 'manage_roles', method: 'POST', url: '/api/team/invitations', payload: {} },
  { action: 'manage_roles', method: 'DELETE', url: `/api/team/invitations/${missingId}` },
  { action: 'manage_roles', method: 'PUT', url: `/api/team/members/${missingId}/role`, payload: {} },
  { action: 'manage_roles', method: 'DELETE', url: `/api/team/members/${missingId}` },
  {
    action: 'perform_inspections',
    method: 'POST',
    url: `/api/event-cars/${missingId}/inspections`,
    payload: {},
  },
];

describe('each role against each protected route', () => {
  const members = {} as Record<TeamRole, TestUser>;
  beforeAll(async () => {
    members.team_manager = manager;
    members.team_administrator = await joinAs('team_administrator');
    members.track_technician = await joinAs('track_technician');
  });

  for (const role of teamRoles) {
    it(`${role}: refused exactly where can() says no`, async () => {
      for (const route of protectedRoutes) {
        const res = await t.request(members[role], {
          method: route.method,
          url: route.url,
          ...(route.payload ? { payload: route.payload } : {}),
        });
        const label = `${role} ${route.method} ${route.url}`;
        if (can({ role }, route.action)) {
          expect(res.statusCode, label).not.toBe(403);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json<{ error: { message: string } }>().error.message, label).toBe(
            permissionMessages[route.action],
          );
        }
      }
    });
  }

  it('every member reads clients and the default rate card; only assigners give a car a client', async () => {
    const tech = members.track_technician;
    expect((await t.request(tech, { method: 'GET', url: '/api/clients' })).statusCode).toBe(200);
    expect((await t.request(tech, { method: 'GET', url: '/api/rate-cards/default' })).statusCode).toBe(200);

    const withClient = await t.request(tech, {
      method: 'POST',
      url: '/api/cars',
      payload: { name: 'Client car', clientId: fixtures.client.id },
    });
    expect(withClient.statusCode).toBe(403);
    const plain = await t.request(tech, {
      method: 'PUT',
      url: `/api/cars/${fixtures.clientCar.id}`,
      payload: { name: 'Renamed' },
    });
    expect(plain.statusCode).toBe(403);
    const keepsClient = await t.request(tech, {
      method: 'PUT',
      url: `/api/cars/${fixtures.clientCar.id}`,
      payload: { name: 'Spec Miata #12', clientId: fixtures.client.id },
    });
    expect(keepsClient.statusCode).toBe(200);

    const admin = members.team_administrator;
    const moved = await t.request(admin, {
      method: 'PUT',
      url: `/api/cars/${fixtures.clientCar.id}`,
      payload: { name: 'Spec Miata #12', clientId: fixtures.otherClient.id },
    });
    expect(moved.statusCode).toBe(200);
  });
});
