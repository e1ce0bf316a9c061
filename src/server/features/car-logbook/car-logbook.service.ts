import { AppError } from '@shared/lib/app-error';
import { type LogbookEntry, type LogbookKind } from '@shared/car-logbook/car-logbook.rules';
import { clientLabel } from '@shared/clients/client-label.rules';
import { formatLapTime } from '@shared/events/lap-time.rules';
import { formatCents } from '@shared/lib/money';
import { distanceUnit, milesToDisplay, type DistanceUnit } from '@shared/preferences/preferences.rules';
import type { RequestContext } from '../../auth/request-context';
import type { TeamDb } from '../../db/team-db';
import { getPreferences } from '../preferences/preferences.service';
import {
  findComponentInstallationsPage,
  findDamageReportsPage,
  findInspectionsPage,
  findLogbookCar,
  findReadingsPage,
  findRepairsPage,
  findResultsPage,
  findServiceItemsPage,
  findServiceResetsPage,
  findSessionsPage,
  type LogbookCar,
  type LogbookCursor,
} from './car-logbook.repository';

/** Rows read per query: a page of history, written out before the next one is read. */
export const logbookPageSize = 200;

/** One page of a section: its entries, in date order (none for a section with no history). */
export interface LogbookPage {
  kind: LogbookKind;
  entries: LogbookEntry[];
}

export interface CarLogbook {
  car: LogbookCar & { clientName: string | null };
  teamName: string;
  distanceUnit: DistanceUnit;
  /** The history, section by section (in `logbookKinds` order), a page at a time; read as it is iterated. */
  pages(): AsyncGenerator<LogbookPage>;
}

/** A stored word ('pre_event', 'in-progress') as a reader reads it ('Pre event', 'In progress'). */
const humanize = (value: string | null | undefined) =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/[_-]+/g, ' ') : '';

/** The non-empty parts of a Details cell, joined. */
const details = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' · ');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A section: how to read a page of it after a cursor, and what each row says. */
interface Section<Row extends { id: string; at: string }> {
  kind: LogbookKind;
  read(team: TeamDb, carId: string, cursor: LogbookCursor | null, limit: number): Promise<Row[]>;
  entry(row: Row, distance: (miles: number) => string): Omit<LogbookEntry, 'kind'>;
}

const section = <Row extends { id: string; at: string }>(s: Section<Row>) =>
  s as unknown as Section<{ id: string; at: string }>;

const sections: Section<{ id: string; at: string }>[] = [
  section({
    kind: 'reading',
    read: findReadingsPage,
    entry: (r, distance) => ({
      date: r.recordedAt.toISOString(),
      title: r.isCorrection ? 'Correction' : `${humanize(r.source)} reading`,
      details: details(
        r.hoursAdded !== null && `+${r.hoursAdded.toFixed(1)} h`,
        r.distanceAdded !== null && `+${distance(r.distanceAdded)}`,
        r.note,
      ),
      hours: r.hours,
      distanceMiles: r.distance,
      by: r.by,
    }),
  }),
  section({
    kind: 'session',
    read: findSessionsPage,
    entry: (r) => ({
      date: r.startTime.toISOString(),
      title: `${r.eventTitle}: ${r.name}`,
      details: details(
        humanize(r.sessionType),
        r.trackName,
        r.driverName && `driver ${r.driverName}`,
        `${r.durationMinutes} min`,
        r.laps > 0 && plural(r.laps, 'lap', 'laps'),
        r.bestLapMs !== null && `best ${formatLapTime(r.bestLapMs)}`,
        humanize(r.status),
      ),
      hours: r.hours,
      distanceMiles: r.distance,
      by: r.driverName,
    }),
  }),
  section({
    kind: 'service-item',
    read: findServiceItemsPage,
    entry: (r, distance) => ({
      date: r.createdAt.toISOString(),
      title: r.name,
      details: details(
        humanize(r.category),
        r.hourInterval !== null && r.hourInterval > 0 && `every ${r.hourInterval} h`,
        r.distanceInterval !== null && r.distanceInterval > 0 && `every ${distance(r.distanceInterval)}`,
        plural(r.totalResets, 'reset', 'resets'),
        r.description,
      ),
      hours: r.lastServiceHours,
      distanceMiles: r.lastServiceDistance,
      by: null,
    }),
  }),
  section({
    kind: 'service-reset',
    read: findServiceResetsPage,
    entry: (r) => ({
      date: r.performedAt.toISOString(),
      title: `${r.itemName} serviced`,
      details: humanize(r.category),
      hours: r.hours,
      distanceMiles: r.distance,
      by: r.by,
    }),
  }),
  section({
    kind: 'component',
    read: findComponentInstallationsPage,
    entry: (r) => ({
      date: r.installedAt.toISOString(),
      title: `${r.name} installed`,
      details: details(
        humanize(r.kind),
        r.serialNumber && `S/N ${r.serialNumber}`,
        `component at ${r.hoursAtInstall.toFixed(1)} h`,
        r.removedAt
          ? `removed ${r.removedAt.toISOString().slice(0, 10)}${
              r.hoursAtRemoval !== null ? ` at ${r.hoursAtRemoval.toFixed(1)} h` : ''
            }`
          : 'installed now',
      ),
      hours: r.carHoursAtInstall,
      distanceMiles: r.carDistanceAtInstall,
      by: null,
    }),
  }),
  section({
    kind: 'repair',
    read: findRepairsPage,
    entry: (r) => ({
      date: r.at,
      title: r.title,
      details: details(
        humanize(r.status),
        r.scheduledDate && !r.completedDate && `scheduled ${r.scheduledDate}`,
        r.actualCostCents !== null
          ? `cost ${formatCents(r.actualCostCents)}`
          : r.estimatedCostCents !== null && `estimate ${formatCents(r.estimatedCostCents)}`,
        r.parts && `parts: ${r.parts}`,
        r.description,
        r.notes,
      ),
      hours: null,
      distanceMiles: null,
      by: null,
    }),
  }),
  section({
    kind: 'damage',
    read: findDamageReportsPage,
    entry: (r) => ({
      date: r.at,
      title: r.title,
      details: details(
        `${humanize(r.severity)} severity`,
        humanize(r.status),
        r.damageLocation,
        r.driveability && humanize(r.driveability),
        r.eventTitle && `at ${r.eventTitle}`,
        r.estimatedRepairCostCents !== null && `estimate ${formatCents(r.estimatedRepairCostCents)}`,
        r.description,
      ),
      hours: null,
      distanceMiles: null,
      by: null,
    }),
  }),
  section({
    kind: 'inspection',
    read: findInspectionsPage,
    entry: (r) => {
      const failed = r.checklistResults.filter((item) => item.result === 'fail').map((item) => item.itemName);
      const passed = r.checklistResults.filter((item) => item.result === 'pass').length;
      return {
        date: r.at,
        title: `${humanize(r.inspectionType)} inspection: ${r.eventTitle}`,
        details: details(
          humanize(r.status),
          `condition ${humanize(r.overallCondition)}`,
          r.checklistResults.length > 0 && `${passed} of ${r.checklistResults.length} passed`,
          failed.length > 0 && `failed: ${failed.join(', ')}`,
          r.issuesFound.length > 0 && `issues: ${r.issuesFound.join(', ')}`,
          r.recommendations,
        ),
        hours: null,
        distanceMiles: null,
        by: r.inspector,
      };
    },
  }),
  section({
    kind: 'result',
    read: findResultsPage,
    entry: (r) => ({
      date: r.at,
      title: details(r.eventTitle ?? r.trackName ?? 'Race', humanize(r.sessionType)),
      details: details(
        r.trackName,
        r.class && `class ${r.class}`,
        r.finishPosition !== null &&
          `finished P${r.finishPosition}${r.totalParticipants !== null ? ` of ${r.totalParticipants}` : ''}`,
        r.startPosition !== null && `started P${r.startPosition}`,
        r.bestLapMs !== null ? `best ${formatLapTime(r.bestLapMs)}` : r.bestLapTime && `best ${r.bestLapTime}`,
        r.weather,
        r.trackCondition,
        r.notes,
      ),
      hours: null,
      distanceMiles: null,
      by: null,
    }),
  }),
];

/**
 * A car's logbook: the car (404 when the team has no such car, archived cars included) and its
 * history, read section by section a page at a time as the caller writes it out.
 */
export async function getCarLogbook(ctx: RequestContext, carId: string): Promise<CarLogbook> {
  const [car, preferences] = await Promise.all([findLogbookCar(ctx.team, carId), getPreferences(ctx)]);
  if (!car) throw AppError.notFound('Car');
  const clientName =
    car.clientId === null
      ? null
      : clientLabel({
          displayName: car.clientDisplayName,
          firstName: car.clientFirstName,
          lastName: car.clientLastName,
          email: car.clientEmail,
        });
  const unit = distanceUnit(preferences.useMetric);
  const distance = (miles: number) =>
    `${milesToDisplay(miles, preferences.useMetric).toFixed(1)} ${unit === 'km' ? 'km' : 'mi'}`;
  return {
    car: { ...car, clientName },
    teamName: ctx.teamName,
    distanceUnit: unit,
    async *pages() {
      for (const s of sections) {
        let cursor: LogbookCursor | null = null;
        for (;;) {
          const rows = await s.read(ctx.team, carId, cursor, logbookPageSize);
          if (rows.length > 0 || cursor === null) {
            yield { kind: s.kind, entries: rows.map((row) => ({ kind: s.kind, ...s.entry(row, distance) })) };
          }
          const last = rows.at(-1);
          if (!last || rows.length < logbookPageSize) break;
          cursor = { at: last.at, id: last.id };
        }
      }
    },
  };
}
