import { serviceItemInputSchema } from '@shared/service-items/service-items.contract';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { createServiceItem } from '../service-items/service-items.service';
import { createComponent, openComponentInstallation } from './components.service';

/**
 * The demo team's tracked components: an engine and a gearbox fitted to its first car a month
 * ago (with the hours they had then), and a spare seat on the shelf; the engine's own service
 * items count against its hours.
 */
export const seedComponents: DemoSeedStep = async (_deps, ctx, records) => {
  const [car] = await records.cars();
  const fitted = new Date(Date.now() - 30 * 86_400_000);
  const engine = await createComponent(ctx, {
    name: 'Engine 9A1',
    kind: 'engine',
    serialNumber: '9A1-0042',
    notes: 'Rebuilt by the factory before the season',
    hours: 18.5,
    distance: 640,
  });
  const gearbox = await createComponent(ctx, {
    name: 'Sequential gearbox',
    kind: 'gearbox',
    serialNumber: 'G50-1187',
    notes: null,
    hours: 42,
    distance: 1450,
  });
  await createComponent(ctx, {
    name: 'Spare race seat',
    kind: 'seat',
    serialNumber: 'FIA-8855-1999',
    notes: 'Homologation expires with the tag',
    hours: 0,
    distance: 0,
  });
  await createServiceItem(
    ctx,
    { componentId: engine.id },
    serviceItemInputSchema.parse({
      name: 'Engine rebuild',
      description: 'Bottom end, bearings and rings at the factory interval',
      category: 'life_item',
      priority: 'critical',
      hourInterval: 30,
      lastServiceHours: 0,
      expectedLifeHours: 90,
    }),
  );
  await createServiceItem(
    ctx,
    { componentId: engine.id },
    serviceItemInputSchema.parse({
      name: 'Valve clearance check',
      category: 'maintenance',
      priority: 'high',
      hourInterval: 10,
      lastServiceHours: 12,
    }),
  );
  if (!car) return;
  for (const component of [engine, gearbox]) {
    await openComponentInstallation(ctx, {
      componentId: component.id,
      carId: car.id,
      at: fitted,
      carMeter: { hours: car.hours, miles: car.miles },
      meter: { hours: component.hours, miles: component.distance },
    });
  }
};
