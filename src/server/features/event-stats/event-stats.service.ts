import { carLabel } from '@shared/cars/car-label.rules';
import { eventStatsSchema, type EventStats, type EventStatsQuery } from '@shared/events/event-stats.contract';
import { completeTypeCounts, recentActivityLimit, trackHours } from '@shared/events/event-stats.rules';
import { formatLapTime } from '@shared/events/lap-time.rules';
import type { RequestContext } from '../../auth/request-context';
import { TeamFigures } from '../../db/team-figures';
import { toJsonAnswer, type JsonAnswer } from '../../platform/json-answer';
import {
  countEventsByType,
  countTrackDays,
  countUniqueTracks,
  listRecentActivity,
  listTrackRecords,
} from './event-stats.repository';

/**
 * The Track Statistics page, kept until the team's events, tracks, cars, registrations, sessions or
 * race results change (its 'event_stats' data version): a team's distinct event dates and its
 * tracks' records grow with its history. Kept as the JSON it is sent as, which grows with the
 * team's tracks too.
 */
export function getEventStats(ctx: RequestContext, query: EventStatsQuery): Promise<JsonAnswer> {
  return new TeamFigures(ctx.team, 'event_stats').get(`stats ${query.today}`, async () =>
    toJsonAnswer(eventStatsSchema, await computeEventStats(ctx, query)),
  );
}

/** Every number from an aggregate query. */
async function computeEventStats(ctx: RequestContext, query: EventStatsQuery): Promise<EventStats> {
  const [typeCounts, uniqueTracks, trackDays, records, recent] = await Promise.all([
    countEventsByType(ctx.team),
    countUniqueTracks(ctx.team),
    countTrackDays(ctx.team),
    listTrackRecords(ctx.team),
    listRecentActivity(ctx.team, query.today, recentActivityLimit),
  ]);
  const totalEvents = typeCounts.reduce((sum, row) => sum + row.count, 0);
  return {
    totalEvents,
    uniqueTracks,
    trackHours: trackHours(totalEvents),
    trackDays,
    byType: completeTypeCounts(typeCounts),
    trackRecords: records
      .map((r) => ({
        trackId: r.trackId,
        trackName: r.trackName,
        bestLapMs: r.bestLapMs,
        bestLapTime: formatLapTime(r.bestLapMs),
        carName: carLabel({ name: r.carName, year: r.carYear, make: r.carMake, model: r.carModel }),
        date: r.date,
        source: r.source,
      }))
      .sort((a, b) => a.trackName.localeCompare(b.trackName)),
    recentActivity: recent.map((r) => {
      const cars = r.car ? [carLabel(r.car)] : r.registeredCars.map((c) => carLabel(c));
      return {
        id: r.id,
        title: r.title,
        date: r.date,
        type: r.type,
        trackName: r.trackName,
        cars,
        moreCars: r.car ? 0 : Math.max(0, r.registeredCount - cars.length),
      };
    }),
  };
}
