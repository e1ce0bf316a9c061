import { featureBenches } from './cases';
import type { BenchGenerator } from './types';

/** Other users with teams and sessions, so every lookup runs against full tables. */
const otherTeams: BenchGenerator = async (handle, _data, scale) => {
  await handle.rawQuery(
    `insert into "user" (id, name, email)
       select 'bench-user-' || g, 'bench' || g, 'bench' || g || '@example.com' from generate_series(1, $1::int) g`,
    [scale.otherTeams],
  );
  await handle.rawQuery(
    `insert into organization (id, name, slug)
       select 'bench-team-' || g, 'Team ' || g, 'bench-team-' || g from generate_series(1, $1::int) g`,
    [scale.otherTeams],
  );
  await handle.rawQuery(
    `insert into member (id, organization_id, user_id, role)
       select 'bench-member-' || g, 'bench-team-' || g, 'bench-user-' || g, 'team_manager' from generate_series(1, $1::int) g`,
    [scale.otherTeams],
  );
  await handle.rawQuery(
    `insert into session (id, token, user_id, expires_at)
       select 'bench-session-' || g, 'bench-token-' || g, 'bench-user-' || (g % $1::int + 1), now() + interval '1 day'
       from generate_series(1, $1::int * 3) g`,
    [scale.otherTeams],
  );
};

/** Run in order after the bench user exists. Features append their bulk generators. */
export const benchGenerators: BenchGenerator[] = [otherTeams, ...featureBenches.flatMap((f) => f.generators)];
