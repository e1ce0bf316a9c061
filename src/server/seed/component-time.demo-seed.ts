import { getCarComponents } from '../features/components/components.service';
import { rebuildComponent } from '../workflows/rebuild-component';
import { recordCarReading } from '../workflows/record-meter-reading';
import type { DemoSeedStep } from './demo-seed-steps';

/**
 * A shakedown run typed on the first car's meter after its engine and gearbox were fitted: the
 * time lands on the car and accrues to both, so their pages show time gained since installation;
 * then the gearbox is rebuilt, so its page shows a rebuild in its life.
 */
export const seedComponentTime: DemoSeedStep = async (_deps, ctx, records) => {
  const [car] = await records.cars();
  if (!car) return;
  await recordCarReading(ctx, car.id, {
    hours: car.hours + 1.5,
    distance: car.miles + 95,
    isCorrection: false,
    note: 'Shakedown after fitting the engine and gearbox',
  });
  const gearbox = (await getCarComponents(ctx, car.id)).find((c) => c.componentKind === 'gearbox');
  if (gearbox) await rebuildComponent(ctx, gearbox.componentId, { note: 'New dog rings and selector forks' });
};
