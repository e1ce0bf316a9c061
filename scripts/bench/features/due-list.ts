import { addDaysIso } from '../../../src/shared/lib/dates';
import { expiryLookaheadDays, inspectionWindowDays } from '../../../src/shared/due-list/due-list.rules';
import {
  findCarsWithSafetyDatesBy,
  findComponentServiceItemCandidates,
  findOverdueInvoices,
  findOverdueRepairs,
  findServiceItemCandidates,
  findUninspectedEventCars,
} from '../../../src/server/features/due-list/due-list.repository';
import { raw, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator, RawQuery } from '../types';

/*
 * What's due, from the rows the other generators made: the fleet's and the components' service
 * items, safety dates, registrations, repairs and invoices. The bench user's average speed is 80.
 */

const averageSpeedMph = 80;

function dueListSql(d: BenchData, carId: string | undefined): RawQuery[] {
  const team = sqlOnlyTeam(d.teamId);
  const today = d.ids.today ?? '';
  const filter = { carId, averageSpeedMph };
  return [
    ...(carId ? [{ text: 'select id from cars where team_id = $1 and id = $2', params: [d.teamId, carId] }] : []),
    {
      text: 'select * from user_preferences where team_id = $1 and user_id = $2 limit 1',
      params: [d.teamId, d.userId],
    },
    raw(findServiceItemCandidates(team, filter)),
    raw(findComponentServiceItemCandidates(team, filter)),
    raw(findCarsWithSafetyDatesBy(team, addDaysIso(today, expiryLookaheadDays), carId)),
    raw(findUninspectedEventCars(team, today, addDaysIso(today, inspectionWindowDays), carId)),
    raw(findOverdueRepairs(team, today, carId)),
    ...(carId ? [] : [raw(findOverdueInvoices(team, today))]),
  ];
}

export const generators: BenchGenerator[] = [];

export const cases: BenchCase[] = [
  {
    name: "a car's due list, with its components (GET /api/due?carId=)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/due?today=${d.ids.today}&carId=${d.ids.carId}`,
    raw: (d) => dueListSql(d, d.ids.carId),
  },
  {
    name: "the team's due list (GET /api/due)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/due?today=${d.ids.today}`,
    raw: (d) => dueListSql(d, undefined),
  },
];
