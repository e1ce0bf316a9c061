import sharp from 'sharp';
import { addDaysIso, todayIso } from '@shared/lib/dates';
import { storeImage } from '../../platform/images';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertCar, updateCar, type NewCar } from './cars.repository';

type DemoCar = Omit<NewCar, 'defaultDriverId' | 'clientId'> & {
  /** Index into the team's drivers (by name) and clients (oldest first), when there are enough. */
  driver?: number;
  client?: number;
  livery: [string, string];
};

/**
 * A race shop's fleet. Safety dates are relative to today so the demo always shows an
 * expired date and some close to expiry.
 */
function demoCars(today: string): DemoCar[] {
  const inDays = (days: number) => addDaysIso(today, days);
  return [
    {
      name: 'GT3 Cup #7',
      make: 'Porsche',
      model: '911 GT3 Cup (992)',
      year: 2022,
      color: 'Guards Red',
      description:
        'Ex-Carrera Cup chassis, fresh engine at the start of the season. Runs IMSA and club sprint weekends.',
      miles: 3850,
      hours: 142.6,
      purchaseDate: '2022-11-15',
      weight: 2778,
      horsepower: 503,
      sanctioningBodies: ['IMSA', 'SCCA'],
      transponderNumber: 'MYL-4471920',
      logbookExpiration: inDays(20),
      beltsExpiration: inDays(-12),
      fireBottleExpiration: inDays(210),
      ownershipType: 'client',
      rentalStatus: 'available',
      driver: 0,
      client: 1,
      livery: ['#c10008', '#f8f9fa'],
    },
    {
      name: 'Spec Miata #42',
      make: 'Mazda',
      model: 'MX-5 (NA)',
      year: 1995,
      color: 'Mariner Blue',
      description: 'Spec Miata built to the current SCCA rules; Sachs dampers, Hoosier SM7 tires.',
      miles: 48_210,
      hours: 612.3,
      purchaseDate: '2019-04-02',
      weight: 2350.5,
      horsepower: 128,
      sanctioningBodies: ['SCCA', 'NASA'],
      transponderNumber: 'MYL-2208814',
      logbookExpiration: inDays(160),
      beltsExpiration: inDays(95),
      fireBottleExpiration: inDays(9),
      ownershipType: 'client',
      rentalStatus: 'rented',
      rentalRatePerHourCents: 9500,
      rentalRatePerDayCents: 65_000,
      driver: 1,
      client: 0,
      livery: ['#1c4e9d', '#ffd43b'],
    },
    {
      name: 'Radical SR3 RSX',
      make: 'Radical',
      model: 'SR3 RSX',
      year: 2019,
      color: 'Yellow',
      description: 'Arrive-and-drive car for track days. Suzuki Hayabusa 1500, paddle shift.',
      miles: 2480,
      hours: 88.4,
      purchaseDate: '2020-02-20',
      weight: 1334,
      horsepower: 260,
      sanctioningBodies: ['Radical Cup'],
      transponderNumber: 'MYL-9031177',
      logbookExpiration: inDays(300),
      beltsExpiration: inDays(28),
      fireBottleExpiration: inDays(340),
      ownershipType: 'team',
      rentalStatus: 'maintenance',
      rentalRatePerHourCents: 45_000,
      rentalRatePerDayCents: 280_000,
      driver: 2,
      livery: ['#fab005', '#212529'],
    },
    {
      name: 'M2 CS Racing',
      make: 'BMW',
      model: 'M2 CS Racing',
      year: 2021,
      color: 'Alpine White',
      description: 'GT4-class customer car, ABS and traction control maps for endurance rounds.',
      miles: 1930,
      hours: 64,
      purchaseDate: '2021-08-30',
      weight: 3131,
      horsepower: 365,
      sanctioningBodies: ['SRO', 'NASA'],
      transponderNumber: 'MYL-5512043',
      logbookExpiration: inDays(420),
      beltsExpiration: inDays(390),
      fireBottleExpiration: inDays(150),
      ownershipType: 'client',
      rentalStatus: 'available',
      client: 2,
      driver: 3,
      livery: ['#f1f3f5', '#1971c2'],
    },
    {
      name: 'Mustang GT4',
      make: 'Ford',
      model: 'Mustang GT4',
      year: 2020,
      color: 'Shadow Black',
      description: 'Spare car for the endurance program; logbook to be renewed at the next tech day.',
      miles: 6120,
      hours: 210.2,
      purchaseDate: '2020-06-11',
      weight: 3280,
      horsepower: 420,
      sanctioningBodies: ['SRO'],
      transponderNumber: null,
      logbookExpiration: null,
      beltsExpiration: inDays(45),
      fireBottleExpiration: inDays(-40),
      ownershipType: 'team',
      rentalStatus: 'reserved',
      livery: ['#212529', '#fd7e14'],
    },
  ];
}

/** A simple livery picture: body colour with two racing stripes. */
async function liveryPng([body, stripe]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="${body}"/>
    <rect x="330" width="50" height="500" fill="${stripe}"/>
    <rect x="420" width="50" height="500" fill="${stripe}"/>
    <circle cx="160" cy="250" r="90" fill="#f8f9fa" opacity="0.9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo team's cars, inserted straight through the repository: the demo team stays on the
 * free plan, and seeds are not subject to its limit.
 */
export const seedCars: DemoSeedStep = async ({ storage }, ctx, records) => {
  const teamDrivers = await records.drivers();
  const teamClients = records.clientIds.map((id) => ({ id }));
  for (const { driver, client, livery, ...car } of demoCars(todayIso())) {
    const row = await insertCar(ctx.team, {
      ...car,
      defaultDriverId: driver === undefined ? null : (teamDrivers[driver]?.id ?? null),
      clientId: client === undefined ? null : (teamClients[client]?.id ?? null),
    });
    try {
      const image = await storeImage(storage, `${ctx.teamId}/cars`, await liveryPng(livery));
      await updateCar(ctx.team, row.id, image);
    } catch {
      // A picture is a nice-to-have: the car stands without it.
    }
  }
};
