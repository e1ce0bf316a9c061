import { addDaysIso, todayIso } from '@shared/lib/dates';
import type { EventType } from '@shared/events/events.contract';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { getTracks } from '../tracks/tracks.service';
import { insertEvent } from './events.repository';

interface DemoEvent {
  title: string;
  /** Days from today: negative in the past. */
  inDays: number;
  type: EventType;
  /** Part of the track's name. */
  track: string;
  estimatedMinutes: number;
  description?: string;
  notes?: string;
  /** Index of a demo car planned for the event. */
  car?: number;
}

const demoEvents: DemoEvent[] = [
  {
    title: 'Winter Test Day',
    inDays: -240,
    type: 'Testing',
    track: 'Sonoma',
    estimatedMinutes: 360,
    description: 'Shakedown after the winter rebuild: new dampers and a fresh gearbox.',
    notes: 'Bedded in new pads in the first session. Rear felt loose in turn 10.',
    car: 0,
  },
  {
    title: 'Laguna Seca Track Day',
    inDays: -150,
    type: 'Track Day',
    track: 'Laguna Seca',
    estimatedMinutes: 300,
    description: 'Open pit lane, three run groups, 25-minute sessions.',
    car: 1,
  },
  {
    title: 'Spring Sprint Race',
    inDays: -95,
    type: 'Race',
    track: 'Road America',
    estimatedMinutes: 480,
    description: 'Two sprint races with a qualifying session on Saturday morning.',
    notes: 'Tech inspection opens at 7:00. Fuel only at the pit-out pumps.',
  },
  {
    title: 'Time Attack Round 2',
    inDays: -40,
    type: 'Time Attack',
    track: 'Laguna Seca',
    estimatedMinutes: 240,
    description: 'Three timed sessions; the best single lap counts.',
    car: 0,
  },
  {
    title: 'Street Circuit Demo Laps',
    inDays: -12,
    type: 'Track Day',
    track: 'Long Beach',
    estimatedMinutes: 120,
    description: 'Parade and demo laps before the main event.',
  },
  {
    title: 'Club Race Weekend',
    inDays: 9,
    type: 'Race',
    track: 'Sonoma',
    estimatedMinutes: 600,
    description: 'Practice Friday, qualifying and race 1 Saturday, race 2 Sunday.',
    notes: 'Paddock spot B14. Bring the spare wheel set.',
  },
  {
    title: 'Daytona Road Course Test',
    inDays: 24,
    type: 'Testing',
    track: 'Daytona',
    estimatedMinutes: 360,
    description: 'Private test to try the new aero package on the banking.',
    car: 1,
  },
  {
    title: 'Autumn Track Day',
    inDays: 52,
    type: 'Track Day',
    track: 'Laguna Seca',
    estimatedMinutes: 300,
  },
  {
    title: 'Pikes Peak Practice Week',
    inDays: 110,
    type: 'Time Attack',
    track: 'Pikes Peak',
    estimatedMinutes: 480,
    description: 'Sectional practice at dawn; the road opens to the public at 9:00.',
  },
];

/**
 * Past and upcoming events across the demo tracks, a few planned for the demo cars. Inserted
 * directly, so the free plan's limit does not apply.
 */
export const seedEvents: DemoSeedStep = async (_deps, ctx, records) => {
  const teamTracks = await getTracks(ctx);
  if (teamTracks.length === 0) return;
  const teamCars = (await records.cars()).slice(0, 2);
  const today = todayIso();
  for (const [i, event] of demoEvents.entries()) {
    const track = teamTracks.find((t) => t.name.includes(event.track)) ?? teamTracks[i % teamTracks.length];
    if (!track) continue;
    await insertEvent(ctx.team, {
      title: event.title,
      date: addDaysIso(today, event.inDays),
      type: event.type,
      trackId: track.id,
      estimatedMinutes: event.estimatedMinutes,
      description: event.description ?? null,
      notes: event.notes ?? null,
      carId: event.car === undefined ? null : (teamCars[event.car]?.id ?? null),
    });
  }
};
