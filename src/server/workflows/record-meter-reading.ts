import type { Car, CarValues } from '@shared/cars/cars.contract';
import type { CreateMeterReading, MeterReading } from '@shared/meter-readings/meter-readings.contract';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../auth/request-context';
import { readingIncrease } from '@shared/components/components.rules';
import { createCar, findCarRecord, setCarMeter, updateCar } from '../features/cars/cars.service';
import { accrueToInstalledComponents } from '../features/components/components.service';
import { recordMeterReading } from '../features/meter-readings/meter-readings.service';

const carNotFound = () => AppError.notFound('Car');

/**
 * A reading typed higher than the car's meters (not a correction) is time the car ran: it accrues
 * to the components installed on the car now, in the reading's transaction.
 */
async function accrueReading(
  ctx: RequestContext,
  carId: string,
  before: { hours: number; miles: number },
  reading: MeterReading,
): Promise<void> {
  if (reading.isCorrection) return;
  await accrueToInstalledComponents(ctx, {
    carId,
    at: new Date(reading.recordedAt),
    meterReadingId: reading.id,
    added: readingIncrease(before, { hours: reading.hours, miles: reading.distance }),
  });
}

/**
 * A reading typed on the car's meter readings: refused when lower than the car's latest reading
 * unless marked as a correction; the car's hours and miles become the reading, and what it adds
 * accrues to the components installed, in one transaction.
 */
export async function recordCarReading(
  ctx: RequestContext,
  carId: string,
  input: CreateMeterReading,
): Promise<MeterReading> {
  return transaction(ctx, async (ctx) => {
    const car = await findCarRecord(ctx, carId, true);
    if (!car) throw carNotFound();
    const reading = await recordMeterReading(ctx, carId, car, input);
    await setCarMeter(ctx, carId, { hours: reading.hours, miles: reading.distance });
    await accrueReading(ctx, carId, car, reading);
    return reading;
  });
}

/** Adds a car; its hours and miles are the first reading of its log. */
export async function addCar(ctx: RequestContext, input: CarValues): Promise<Car> {
  return transaction(ctx, async (ctx) => {
    const car = await createCar(ctx, input);
    await recordMeterReading(
      ctx,
      car.id,
      { hours: 0, miles: 0 },
      { hours: car.hours, distance: car.miles, isCorrection: false, note: null },
    );
    return car;
  });
}

/**
 * Saves the car form. Hours or miles changed on it are a reading (refused when lower than the
 * latest one: a correction is recorded from the car's meter readings); left empty, they stay.
 */
export async function changeCar(ctx: RequestContext, id: string, input: CarValues): Promise<Car> {
  return transaction(ctx, async (ctx) => {
    const current = await findCarRecord(ctx, id, true);
    if (!current) throw carNotFound();
    const meter = { hours: input.hours ?? current.hours, miles: input.miles ?? current.miles };
    if (meter.hours !== current.hours || meter.miles !== current.miles) {
      const reading = await recordMeterReading(ctx, id, current, {
        hours: meter.hours,
        distance: meter.miles,
        isCorrection: false,
        note: null,
        form: 'car',
      });
      await accrueReading(ctx, id, current, reading);
    }
    return updateCar(ctx, id, { ...input, ...meter });
  });
}
