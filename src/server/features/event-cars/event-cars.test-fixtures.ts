import { cars, clients, drivers, events, tracks } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Rows other features own, inserted straight into the tables for API tests. */
export async function insertRacingFixtures(db: TestApp['db'], teamId: string, options: { date?: string } = {}) {
  const [track] = await db
    .insert(tracks)
    .values({ teamId, name: 'Laguna Seca', location: 'Monterey, CA', length: 2.238 })
    .returning();
  if (!track) throw new Error('track');
  const [event] = await db
    .insert(events)
    .values({ teamId, title: 'Spring Sprint', date: options.date ?? '2026-05-10', type: 'Race', trackId: track.id })
    .returning();
  if (!event) throw new Error('event');
  const [client] = await db
    .insert(clients)
    .values({ teamId, firstName: 'Ayrton', lastName: 'Costa', email: 'ayrton@example.com' })
    .returning();
  const [otherClient] = await db.insert(clients).values({ teamId, displayName: 'Blue Garage' }).returning();
  if (!client || !otherClient) throw new Error('client');
  const [clientCar] = await db.insert(cars).values({ teamId, name: 'Spec Miata #12', clientId: client.id }).returning();
  const [otherClientCar] = await db
    .insert(cars)
    .values({ teamId, name: 'GT86 Cup', clientId: otherClient.id })
    .returning();
  const [ownCar] = await db.insert(cars).values({ teamId, name: 'Shop E46' }).returning();
  if (!clientCar || !otherClientCar || !ownCar) throw new Error('car');
  const [driver] = await db.insert(drivers).values({ teamId, name: 'Lena Park' }).returning();
  if (!driver) throw new Error('driver');
  return { track, event, client, otherClient, clientCar, otherClientCar, ownCar, driver };
}

export type RacingFixtures = Awaited<ReturnType<typeof insertRacingFixtures>>;
