import type { BenchCase, BenchGenerator } from '../types';

const today = '2026-06-15';

export const cases: BenchCase[] = [
  {
    name: 'dashboard (GET /api/dashboard)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/dashboard?today=${today}`,
    raw: (d) => [
      { text: 'select plan from subscriptions where team_id = $1', params: [d.teamId] },
      {
        text: `select (select count from team_record_counts where team_id = $1 and record = 'cars'),
                      (select coalesce(sum(events), 0) from event_counts where team_id = $1 and dimension = 'type'),
                      (select count from team_record_counts where team_id = $1 and record = 'repairs'),
                      (select count from team_record_counts where team_id = $1 and record = 'damage_reports'),
                      (select count from team_record_counts where team_id = $1 and record = 'clients')`,
        params: [d.teamId],
      },
      { text: 'select * from cars where team_id = $1 order by created_at desc, id limit 3', params: [d.teamId] },
      {
        text: `select e.*, t.name from events e join tracks t on t.id = e.track_id left join cars c on c.id = e.car_id
               where e.team_id = $1 and e.date >= $2 order by e.date, e.id limit 3`,
        params: [d.teamId, today],
      },
      {
        text: `select r.*, c.name from repairs r join cars c on c.id = r.car_id
               where r.team_id = $1 and r.status in ('Scheduled', 'In Progress') and r.scheduled_date >= $2
               order by r.scheduled_date, r.id limit 3`,
        params: [d.teamId, today],
      },
      {
        text: `select d.*, c.name from damage_reports d join cars c on c.id = d.car_id where d.team_id = $1
               order by d.discovered_date desc, d.created_at desc limit 5`,
        params: [d.teamId],
      },
      {
        text: `select cl.*, (select count(*) from cars c where c.client_id = cl.id and c.team_id = $1) from clients cl
               where cl.team_id = $1 and cl.is_active order by cl.created_at desc, cl.id limit 5`,
        params: [d.teamId],
      },
    ],
  },
];

export const generators: BenchGenerator[] = [];
