import * as billingBench from './features/billing';
import * as carsBench from './features/cars';
import * as componentsBench from './features/components';
import * as dashboardBench from './features/dashboard';
import * as driversClientsBench from './features/drivers-clients';
import * as dueListBench from './features/due-list';
import * as eventsBench from './features/events';
import * as inventoryBench from './features/inventory';
import * as lapsBench from './features/laps';
import * as repairsBench from './features/repairs';
import type { BenchCase } from './types';

export const featureBenches = [
  carsBench,
  driversClientsBench,
  eventsBench,
  lapsBench,
  componentsBench,
  dueListBench,
  repairsBench,
  dashboardBench,
  billingBench,
  inventoryBench,
];

/** Every endpoint the benchmark drives. Features append theirs. */
export const benchCases: BenchCase[] = [
  {
    name: 'sign-in (POST /api/auth/sign-in/email)',
    method: 'POST',
    signedIn: false,
    path: () => '/api/auth/sign-in/email',
    body: (d) => ({ email: d.email, password: d.password }),
    raw: (d) => [
      { text: 'select * from "user" where email = $1', params: [d.email] },
      { text: 'select * from account where user_id = $1 and provider_id = $2', params: [d.userId, 'credential'] },
      {
        text: "insert into session (id, token, user_id, expires_at) values (gen_random_uuid()::text, gen_random_uuid()::text, $1, now() + interval '1 day')",
        params: [d.userId],
      },
    ],
  },
  {
    name: 'session read (GET /api/me)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/me',
    raw: (d) => [
      {
        text: 'select s.*, u.* from session s join "user" u on u.id = s.user_id where s.token = $1',
        params: [d.ids.sessionToken ?? ''],
      },
      {
        text: 'select m.organization_id, o.name, m.role from member m join organization o on o.id = m.organization_id where m.user_id = $1 order by m.created_at limit 1',
        params: [d.userId],
      },
      {
        text: 'select * from user_preferences where team_id = $1 and user_id = $2 limit 1',
        params: [d.teamId, d.userId],
      },
    ],
  },
  ...featureBenches.flatMap((f) => f.cases),
];
