import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { recordMeterReading } from './meter-readings.service';

/** Each demo car's log starts with the hours and miles it was added with, as an import. */
export const seedMeterReadings: DemoSeedStep = async (_deps, ctx, records) => {
  for (const car of await records.cars()) {
    await recordMeterReading(
      ctx,
      car.id,
      { hours: 0, miles: 0 },
      {
        hours: car.hours,
        distance: car.miles,
        isCorrection: false,
        note: 'Hours and miles when the car joined the logbook',
        source: 'import',
      },
    );
  }
};
