import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import type { CalendarFeed, CreatedCalendarFeed } from '@shared/calendar-feed/calendar-feed.contract';
import {
  calendarEntryLimit,
  calendarFeedPath,
  calendarPastDays,
  calendarTokenBytes,
  calendarTokenPattern,
} from '@shared/calendar-feed/calendar-feed.rules';
import { safetyDateLabels, type SafetyDates } from '@shared/cars/cars.rules';
import { AppError } from '@shared/lib/app-error';
import { addDaysIso, todayIso } from '@shared/lib/dates';
import type { RequestContext } from '../../auth/request-context';
import type { PublicDb } from '../../db/team-db';
import {
  deleteCalendarFeed,
  findCalendarFeedOfUser,
  findFeedByTokenHash,
  listFeedEvents,
  listFeedRepairs,
  listFeedSafetyDates,
  saveCalendarFeed,
} from './calendar-feed.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const feedNotFound = () => AppError.notFound('Calendar feed');

export async function getCalendarFeed(ctx: RequestContext): Promise<CalendarFeed> {
  const row = await findCalendarFeedOfUser(ctx.team, ctx.userId);
  return { active: row !== undefined, createdAt: row ? row.createdAt.toISOString() : null };
}

/** A new address for the member's feed; a previous one stops working. */
export async function createCalendarFeed(ctx: RequestContext): Promise<CreatedCalendarFeed> {
  const token = randomBytes(calendarTokenBytes).toString('base64url');
  const row = await saveCalendarFeed(ctx.team, ctx.userId, hashToken(token));
  return { active: true, createdAt: row.createdAt.toISOString(), path: calendarFeedPath(token) };
}

export async function revokeCalendarFeed(ctx: RequestContext): Promise<void> {
  await deleteCalendarFeed(ctx.team, ctx.userId);
}

/** A calendar date as ical-generator writes an all-day date: its UTC day. */
const allDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The feed behind a token, as iCalendar text: the team's events (all day, at their track),
 * repairs scheduled and not completed, and the cars' safety dates. An unknown or revoked token, or
 * one whose member left the team, answers 404.
 */
export async function renderCalendarFeed(publicDb: PublicDb, token: string, now = new Date()): Promise<string> {
  if (!calendarTokenPattern.test(token)) throw feedNotFound();
  const feed = await findFeedByTokenHash(publicDb, hashToken(token));
  if (!feed) throw feedNotFound();
  const from = addDaysIso(todayIso(now), -calendarPastDays);
  const [eventRows, repairRows, carRows] = await Promise.all([
    listFeedEvents(feed.team, from, calendarEntryLimit),
    listFeedRepairs(feed.team, from, calendarEntryLimit),
    listFeedSafetyDates(feed.team, from, calendarEntryLimit),
  ]);
  const calendar = ical({
    name: `Pitboard · ${feed.teamName}`,
    prodId: { company: 'Pitboard', product: 'Pitboard', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const event of eventRows) {
    calendar.createEvent({
      id: `event-${event.id}@pitboard`,
      start: allDay(event.date),
      allDay: true,
      summary: event.title,
      location: `${event.trackName}, ${event.trackLocation}`,
      description: [event.type, event.description].filter(Boolean).join('\n'),
      stamp: now,
    });
  }
  for (const repair of repairRows) {
    if (!repair.scheduledDate) continue;
    calendar.createEvent({
      id: `repair-${repair.id}@pitboard`,
      start: allDay(repair.scheduledDate),
      allDay: true,
      summary: `Repair: ${repair.title} (${repair.carName})`,
      description: `Status: ${repair.status}`,
      stamp: now,
    });
  }
  for (const car of carRows) {
    for (const field of Object.keys(safetyDateLabels) as (keyof SafetyDates)[]) {
      const date = car[field];
      if (!date || date < from) continue;
      calendar.createEvent({
        id: `${field}-${car.id}@pitboard`,
        start: allDay(date),
        allDay: true,
        summary: `${safetyDateLabels[field]} expires (${car.name})`,
        stamp: now,
      });
    }
  }
  return calendar.toString();
}
