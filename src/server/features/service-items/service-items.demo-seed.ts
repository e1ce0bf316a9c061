import type { ServiceCategory, ServicePriority } from '@shared/service-items/service-status.rules';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { insertServiceHistory, insertServiceItem, markServiceItemServiced } from './service-items.repository';

interface DemoItem {
  name: string;
  description: string;
  category: ServiceCategory;
  priority: ServicePriority;
  hourInterval?: number;
  /** Miles. */
  distanceInterval?: number;
  expectedLifeHours?: number;
  expectedLifeDistance?: number;
  estimatedLaborHours: number;
  estimatedPartsCostCents: number;
  /** How long ago the part was fitted, in hours and miles of the car's use. */
  fittedAgo: { hours: number; miles: number };
  /** Earlier services, oldest first, as hours and miles ago. The last one is the current baseline. */
  servicedAgo: { hours: number; miles: number; days: number }[];
}

/**
 * Per car, the usual logbook of a race car. The offsets differ per car (the `stretch`
 * factor) so that some items are due, some are aging and one is at the end of its life.
 */
function demoItems(stretch: number): DemoItem[] {
  return [
    {
      name: 'Engine oil and filter',
      description: 'Motul 300V 15W-50 and a new filter; check the filter for metal.',
      category: 'consumable',
      priority: 'high',
      hourInterval: 10,
      estimatedLaborHours: 0.8,
      estimatedPartsCostCents: 14_500,
      fittedAgo: { hours: 40 * stretch, miles: 1100 * stretch },
      servicedAgo: [
        { hours: 22 * stretch, miles: 600 * stretch, days: 60 },
        { hours: 11.5 * stretch, miles: 320 * stretch, days: 24 },
      ],
    },
    {
      name: 'Brake pads (front)',
      description: 'Pagid RSL29; replace below 8 mm.',
      category: 'wear_item',
      priority: 'high',
      distanceInterval: 900,
      estimatedLaborHours: 1.2,
      estimatedPartsCostCents: 68_000,
      fittedAgo: { hours: 30 * stretch, miles: 700 * stretch },
      servicedAgo: [{ hours: 18, miles: 520 * stretch, days: 35 }],
    },
    {
      name: 'Brake fluid flush',
      description: 'Castrol SRF; bleed all four corners and the clutch.',
      category: 'maintenance',
      priority: 'medium',
      hourInterval: 20,
      estimatedLaborHours: 1,
      estimatedPartsCostCents: 9_000,
      fittedAgo: { hours: 60, miles: 1500 },
      servicedAgo: [{ hours: 6, miles: 160, days: 12 }],
    },
    {
      name: 'Gearbox oil',
      description: 'Sequential gearbox: change the oil and inspect the dog rings.',
      category: 'maintenance',
      priority: 'medium',
      hourInterval: 30,
      distanceInterval: 1000,
      estimatedLaborHours: 1.5,
      estimatedPartsCostCents: 12_000,
      fittedAgo: { hours: 80, miles: 2100 },
      servicedAgo: [{ hours: 14, miles: 380, days: 30 }],
    },
    {
      name: 'Clutch',
      description: 'Twin-plate sintered clutch; measure the stack height at each service.',
      category: 'wear_item',
      priority: 'medium',
      expectedLifeHours: 80,
      estimatedLaborHours: 6,
      estimatedPartsCostCents: 245_000,
      fittedAgo: { hours: 52 * stretch, miles: 1400 * stretch },
      servicedAgo: [],
    },
    {
      name: 'Engine rebuild',
      description: 'Full rebuild: bearings, rings, valve springs. The engine is sealed between rebuilds.',
      category: 'life_item',
      priority: 'critical',
      expectedLifeHours: 100,
      expectedLifeDistance: 3000,
      estimatedLaborHours: 40,
      estimatedPartsCostCents: 1_850_000,
      fittedAgo: { hours: 78 * stretch, miles: 2000 * stretch },
      servicedAgo: [],
    },
    {
      name: 'Fire suppression system service',
      description: 'Weigh the bottle, check the pull cable and nozzles.',
      category: 'safety',
      priority: 'critical',
      hourInterval: 50,
      estimatedLaborHours: 0.5,
      estimatedPartsCostCents: 0,
      fittedAgo: { hours: 120, miles: 3000 },
      servicedAgo: [{ hours: 20 * stretch, miles: 500, days: 70 }],
    },
  ];
}

/** How hard each demo car has been run since its services (index = car, by name). */
const stretches = [1.3, 0.6, 1.05, 0.4, 0.9];

export const seedServiceItems: DemoSeedStep = async (_deps, ctx, records) => {
  const teamCars = await records.cars();
  const performedByName = ctx.userName.trim() || ctx.email;
  const now = Date.now();
  for (const [index, car] of teamCars.entries()) {
    const stretch = stretches[index % stretches.length] ?? 1;
    for (const item of demoItems(stretch)) {
      const at = (ago: { hours: number; miles: number }) => ({
        hours: Math.max(0, Math.round((car.hours - ago.hours) * 10) / 10),
        miles: Math.max(0, Math.round(car.miles - ago.miles)),
      });
      const fitted = at(item.fittedAgo);
      const row = await insertServiceItem(ctx.team, {
        carId: car.id,
        name: item.name,
        description: item.description,
        category: item.category,
        priority: item.priority,
        hourInterval: item.hourInterval ?? null,
        distanceInterval: item.distanceInterval ?? null,
        lastServiceHours: fitted.hours,
        lastServiceDistance: fitted.miles,
        installedHours: fitted.hours,
        installedDistance: fitted.miles,
        expectedLifeHours: item.expectedLifeHours ?? null,
        expectedLifeDistance: item.expectedLifeDistance ?? null,
        estimatedLaborHours: item.estimatedLaborHours,
        estimatedPartsCostCents: item.estimatedPartsCostCents,
      });
      for (const service of item.servicedAgo) {
        const reading = at(service);
        const when = new Date(now - service.days * 86_400_000);
        await markServiceItemServiced(ctx.team, row.id, { ...reading, when });
        await insertServiceHistory(ctx.team, {
          itemId: row.id,
          performedAt: when,
          hours: reading.hours,
          distance: reading.miles,
          performedByUserId: ctx.userId,
          performedByName,
        });
      }
    }
  }
};
