import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  componentInstallations,
  components,
  cars,
  clients,
  damageReports,
  drivers,
  eventCars,
  eventInspections,
  eventSessions,
  events,
  meterReadings,
  races,
  repairs,
  serviceItemHistory,
  serviceLifeItems,
  sessionLaps,
  tracks,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { logbookPageSize } from './car-logbook.service';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let carId: string;
let longCarId: string;
const clientName = 'Zażółć Gęślą Jaźń';
const carName = 'Škoda Fabia R5 #7';

/** More readings than two pages hold, some sharing a moment: paging must list each once. */
const manyReadings = 2 * logbookPageSize + 7;

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  const [client] = await t.db
    .insert(clients)
    .values({ teamId: u.teamId, firstName: 'Zażółć', lastName: 'Gęślą Jaźń' })
    .returning();
  const [car, long] = await t.db
    .insert(cars)
    .values([
      {
        teamId: u.teamId,
        name: carName,
        make: 'Škoda',
        model: 'Fabia',
        year: 2019,
        clientId: client!.id,
        hours: 42.5,
        miles: 1200,
      },
      { teamId: u.teamId, name: 'Years of history' },
    ])
    .returning();
  carId = car!.id;
  longCarId = long!.id;
  const [track] = await t.db
    .insert(tracks)
    .values({ teamId: u.teamId, name: 'Tor Poznań', location: 'PL' })
    .returning();
  const [driver] = await t.db.insert(drivers).values({ teamId: u.teamId, name: 'Łukasz Żak' }).returning();
  const [event] = await t.db
    .insert(events)
    .values({ teamId: u.teamId, title: 'Rajd Śląska', date: '2026-04-12', type: 'Race', trackId: track!.id })
    .returning();
  const [eventCar] = await t.db.insert(eventCars).values({ teamId: u.teamId, eventId: event!.id, carId }).returning();
  const [session] = await t.db
    .insert(eventSessions)
    .values({
      teamId: u.teamId,
      eventId: event!.id,
      eventCarId: eventCar!.id,
      trackId: track!.id,
      driverId: driver!.id,
      name: 'Qualifying 1',
      sessionType: 'qualifying',
      startTime: new Date('2026-04-12T09:00:00Z'),
      durationMinutes: 25,
      bestLapMs: 83_456,
      status: 'completed',
    })
    .returning();
  await t.db.insert(sessionLaps).values(
    [1, 2, 3].map((lapNumber) => ({
      teamId: u.teamId,
      eventSessionId: session!.id,
      lapNumber,
      lapMs: 83_456 + lapNumber,
    })),
  );
  await t.db.insert(meterReadings).values([
    {
      teamId: u.teamId,
      carId,
      recordedAt: new Date('2026-03-01T10:00:00Z'),
      hours: 40,
      distance: 1100,
      source: 'manual',
      note: 'Bought',
      recordedBy: u.userId,
    },
    {
      teamId: u.teamId,
      carId,
      recordedAt: new Date('2026-04-12T10:00:00Z'),
      hours: 42.5,
      distance: 1200,
      source: 'session',
      sessionId: session!.id,
      hoursAdded: 2.5,
      distanceAdded: 100,
    },
  ]);
  const [item] = await t.db
    .insert(serviceLifeItems)
    .values({ teamId: u.teamId, carId, name: 'Olej silnikowy', hourInterval: 20, lastServiceHours: 41, totalResets: 1 })
    .returning();
  await t.db.insert(serviceItemHistory).values({
    teamId: u.teamId,
    itemId: item!.id,
    performedAt: new Date('2026-04-13T08:00:00Z'),
    hours: 41,
    distance: 1150,
    performedByName: 'Mechanik Józef',
  });
  const [damage] = await t.db
    .insert(damageReports)
    .values({
      teamId: u.teamId,
      carId,
      eventId: event!.id,
      title: 'Zgięty wahacz',
      severity: 'moderate',
      discoveredDate: '2026-04-12',
      description: '=HYPERLINK("x") front left',
    })
    .returning();
  await t.db.insert(repairs).values({
    teamId: u.teamId,
    carId,
    title: 'Wymiana wahacza',
    status: 'Completed',
    scheduledDate: '2026-04-14',
    completedDate: '2026-04-15',
    actualCostCents: 45_000,
    damageReportId: damage!.id,
  });
  await t.db.insert(eventInspections).values({
    teamId: u.teamId,
    eventCarId: eventCar!.id,
    inspectionType: 'pre_event',
    status: 'completed',
    overallCondition: 'good',
    checklistResults: [
      {
        itemId: null,
        category: 'Safety',
        itemName: 'Pasy',
        isRequired: true,
        failureCreatesWorkItem: false,
        result: 'pass',
        notes: null,
      },
      {
        itemId: null,
        category: 'Safety',
        itemName: 'Gaśnica',
        isRequired: true,
        failureCreatesWorkItem: false,
        result: 'fail',
        notes: null,
      },
    ],
    inspectorId: u.userId,
  });
  await t.db.insert(races).values({
    teamId: u.teamId,
    carId,
    trackId: track!.id,
    eventId: event!.id,
    eventCarId: eventCar!.id,
    date: '2026-04-12',
    sessionType: 'race',
    startPosition: 5,
    finishPosition: 3,
    totalParticipants: 20,
    bestLapMs: 83_100,
  });

  const [engine] = await t.db
    .insert(components)
    .values({ teamId: u.teamId, name: 'Silnik EA888', kind: 'engine', serialNumber: 'EA-7', hours: 40 })
    .returning();
  await t.db.insert(componentInstallations).values({
    teamId: u.teamId,
    componentId: engine!.id,
    carId,
    installedAt: new Date('2026-04-14T08:00:00Z'),
    carHoursAtInstall: 42.5,
    carDistanceAtInstall: 1200,
    hoursAtInstall: 40,
    distanceAtInstall: 900,
  });

  // The long car: readings spanning years, every fourth pair at one moment.
  await t.db.insert(meterReadings).values(
    Array.from({ length: manyReadings }, (_, i) => ({
      teamId: u.teamId,
      carId: longCarId,
      recordedAt: new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 2) * 86_400_000),
      hours: i,
      distance: i * 10,
      source: 'manual',
      note: `reading ${i}`,
    })),
  );
});

afterAll(async () => {
  await t.close();
});

const get = (user: TestUser, url: string) => t.request(user, { method: 'GET', url });

describe('GET /api/cars/:id/logbook.pdf', () => {
  it("answers 404 for another team's car and for a missing one", async () => {
    expect((await get(other, `/api/cars/${carId}/logbook.pdf`)).statusCode).toBe(404);
    expect((await get(u, `/api/cars/00000000-0000-4000-8000-000000000000/logbook.pdf`)).statusCode).toBe(404);
  });

  it("renders with pdftoppm and its text holds the client's name and every section", async () => {
    const res = await get(u, `/api/cars/${carId}/logbook.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Skoda-Fabia-R5-7-logbook.pdf"; filename*=UTF-8''%C5%A0koda-Fabia-R5-%237-logbook.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-logbook-'));
    try {
      const file = path.join(dir, 'logbook.pdf');
      fs.writeFileSync(file, res.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
      expect(
        fs.readdirSync(dir).some((name) => name.endsWith('.png')),
        'pdftoppm rendered the first page',
      ).toBe(true);

      const text = execFileSync('pdftotext', [file, '-']).toString();
      for (const expected of [
        clientName,
        carName,
        'Meter readings',
        'Bought',
        'Sessions',
        'Rajd Śląska: Qualifying 1',
        'Service items',
        'Olej silnikowy',
        'Service resets',
        'Mechanik Józef',
        'Installed components',
        'Silnik EA888 installed',
        'Repairs',
        'Wymiana wahacza',
        'Damage reports',
        'Zgięty wahacz',
        'Inspections',
        'failed: Gaśnica',
        'Race results',
        'finished P3 of 20',
        'Page 1',
      ]) {
        expect(text, expected).toContain(expected);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('streams a car with years of history onto numbered pages', async () => {
    const res = await get(u, `/api/cars/${longCarId}/logbook.pdf`);
    expect(res.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-logbook-'));
    try {
      const file = path.join(dir, 'logbook.pdf');
      fs.writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      for (let i = 0; i < manyReadings; i++) expect(text).toContain(`reading ${i}\n`);
      expect(text).toContain('Meter readings (continued)');
      expect(text).toContain('Page 5');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/cars/:id/logbook.csv', () => {
  it("answers 404 for another team's car", async () => {
    expect((await get(other, `/api/cars/${carId}/logbook.csv`)).statusCode).toBe(404);
  });

  it('opens with a byte-order mark and its header, then one row per history entry', async () => {
    const res = await get(u, `/api/cars/${carId}/logbook.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Skoda-Fabia-R5-7-logbook.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toEqual(['Date', 'Kind', 'Title', 'Details', 'Hours', 'Distance (mi)', 'By']);
    const body = rows.slice(1);
    expect(body.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['03/01/2026', 'Meter reading', 'Manual reading'],
      ['04/12/2026', 'Meter reading', 'Session reading'],
      ['04/12/2026', 'Session', 'Rajd Śląska: Qualifying 1'],
      [expect.any(String), 'Service item', 'Olej silnikowy'],
      ['04/13/2026', 'Service reset', 'Olej silnikowy serviced'],
      ['04/14/2026', 'Component', 'Silnik EA888 installed'],
      ['04/15/2026', 'Repair', 'Wymiana wahacza'],
      ['04/12/2026', 'Damage report', 'Zgięty wahacz'],
      ['04/12/2026', 'Inspection', 'Pre event inspection: Rajd Śląska'],
      ['04/12/2026', 'Race result', 'Rajd Śląska · Race'],
    ]);
    const session = body[2]!;
    expect(session[3]).toContain('3 laps');
    expect(session[3]).toContain('best 1:23.456');
    expect(session.slice(4)).toEqual(['42.5', '1200', 'Łukasz Żak']);
    expect(body[4]!.slice(4)).toEqual(['41', '1150', 'Mechanik Józef']);
    // A value a spreadsheet would run as a formula is defused, as in every export.
    expect(body[7]![3]).not.toMatch(/^=/);
    expect(body[7]![3]).toContain('=HYPERLINK("x") front left');
  });

  it('lists every row of a long history once, in date order, read a page at a time', async () => {
    const res = await get(u, `/api/cars/${longCarId}/logbook.csv`);
    const rows = (parse(res.body, { bom: true }) satisfies string[][]).slice(1);
    expect(rows).toHaveLength(manyReadings);
    expect(new Set(rows.map((r) => r[3])).size).toBe(manyReadings);
    // Readings of one moment come in id order: by day, each pair in either order.
    const days = rows.map((r) => Math.floor(Number(r[4]) / 2));
    expect(days).toEqual(Array.from({ length: manyReadings }, (_, i) => Math.floor(i / 2)));
  });
});
