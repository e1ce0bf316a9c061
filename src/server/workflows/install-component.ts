import type {
  Component,
  InstallComponent,
  MoveComponent,
  RemoveComponent,
} from '@shared/components/components.contract';
import {
  componentMessages,
  installRefusal,
  moveRefusal,
  removeRefusal,
  type DateRefusal,
} from '@shared/components/components.rules';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../auth/request-context';
import { findCarRecord } from '../features/cars/cars.service';
import {
  backfillAccruals,
  closeComponentInstallation,
  findComponentPlace,
  getComponent,
  openComponentInstallation,
  withdrawAccrualsFrom,
} from '../features/components/components.service';
import { findCarMeterAt, findSessionAdditionsFrom } from '../features/meter-readings/meter-readings.service';

/*
 * Installing a component on a car, removing it to the shelf and moving it to another car (a
 * removal and an installation at the same moment). Each records both meters, the car's (its
 * reading at that moment) and the component's, in one transaction with the car(s) locked first,
 * then the component: the order in which a session's accrual locks them.
 *
 * A date in the past keeps the component's time true to where it was: a removal then takes off it
 * what the car's readings since then added, and an installation then adds the time of the car's
 * sessions since then.
 */

/** Opens a stay at `at` and adds the time of the car's sessions since then. */
async function openStay(
  ctx: RequestContext,
  input: {
    componentId: string;
    carId: string;
    at: Date;
    carMeter: { hours: number; miles: number };
    meter: { hours: number; miles: number };
  },
) {
  const installationId = await openComponentInstallation(ctx, input);
  await backfillAccruals(ctx, {
    componentId: input.componentId,
    installationId,
    meter: input.meter,
    additions: await findSessionAdditionsFrom(ctx, input.carId, input.at),
  });
}

/** Closes the open stay at `at`, first taking off what the car's readings since then added; answers the component's meters. */
async function closeStay(
  ctx: RequestContext,
  input: {
    componentId: string;
    installationId: string;
    at: Date;
    carMeter: { hours: number; miles: number };
    meter: { hours: number; miles: number };
  },
) {
  const meter = await withdrawAccrualsFrom(ctx, input);
  await closeComponentInstallation(ctx, { ...input, meter });
  return meter;
}

const refused = (refusal: DateRefusal) =>
  refusal.field
    ? AppError.validation(refusal.message, { [refusal.field]: refusal.message })
    : AppError.conflict(refusal.message);

/** The car of a body, locked; an archived or another team's car is refused on the field. */
async function lockChosenCar(ctx: RequestContext, carId: string, field: string) {
  const car = await findCarRecord(ctx, carId, true);
  if (!car || car.archivedAt) {
    throw AppError.validation('Car not found', { [field]: 'Car not found' });
  }
  return car;
}

/** The car the component is on, locked (read before the component, whose lock follows). */
async function lockCurrentCar(ctx: RequestContext, componentId: string) {
  const before = await getComponent(ctx, componentId);
  return before.installedOn ? findCarRecord(ctx, before.installedOn.carId, true) : undefined;
}

const componentNotFound = () => new AppError('not_found', componentMessages.notFound);

export async function installComponent(ctx: RequestContext, id: string, input: InstallComponent): Promise<Component> {
  return transaction(ctx, async (ctx) => {
    const car = await lockChosenCar(ctx, input.carId, 'carId');
    const place = await findComponentPlace(ctx, id);
    if (!place) throw componentNotFound();
    const at = new Date(input.date);
    const refusal = installRefusal(place, at, new Date());
    if (refusal) throw refused(refusal);
    await openStay(ctx, {
      componentId: id,
      carId: car.id,
      at,
      carMeter: await findCarMeterAt(ctx, car.id, at, { hours: car.hours, miles: car.miles }),
      meter: place.meter,
    });
    return getComponent(ctx, id);
  });
}

export async function removeComponent(ctx: RequestContext, id: string, input: RemoveComponent): Promise<Component> {
  return transaction(ctx, async (ctx) => {
    const car = await lockCurrentCar(ctx, id);
    const place = await findComponentPlace(ctx, id);
    if (!place) throw componentNotFound();
    const at = new Date(input.date);
    const refusal = removeRefusal(place, at, new Date());
    if (refusal) throw refused(refusal);
    if (!place.openId || !car || car.id !== place.carId) throw AppError.conflict(componentMessages.notInstalled);
    await closeStay(ctx, {
      componentId: id,
      installationId: place.openId,
      at,
      carMeter: await findCarMeterAt(ctx, car.id, at, { hours: car.hours, miles: car.miles }),
      meter: place.meter,
    });
    return getComponent(ctx, id);
  });
}

/** Moves an installed component to another car: removed from its car and installed on the other at the same moment. */
export async function moveComponent(ctx: RequestContext, id: string, input: MoveComponent): Promise<Component> {
  return transaction(ctx, async (ctx) => {
    const before = await getComponent(ctx, id);
    // Both cars locked in id order, like any two transactions that lock them both.
    const ids = [...new Set([before.installedOn?.carId, input.toCarId].filter((c): c is string => !!c))].sort();
    const locked = new Map<string, Awaited<ReturnType<typeof findCarRecord>>>();
    for (const carId of ids) {
      locked.set(
        carId,
        carId === input.toCarId ? await lockChosenCar(ctx, carId, 'toCarId') : await findCarRecord(ctx, carId, true),
      );
    }
    const place = await findComponentPlace(ctx, id);
    if (!place) throw componentNotFound();
    const at = new Date(input.date);
    const refusal = moveRefusal(place, input.toCarId, at, new Date());
    if (refusal) throw refused(refusal);
    const from = place.carId ? locked.get(place.carId) : undefined;
    const to = locked.get(input.toCarId);
    if (!place.openId || !from || !to) throw AppError.conflict(componentMessages.notInstalled);
    const meter = await closeStay(ctx, {
      componentId: id,
      installationId: place.openId,
      at,
      carMeter: await findCarMeterAt(ctx, from.id, at, { hours: from.hours, miles: from.miles }),
      meter: place.meter,
    });
    await openStay(ctx, {
      componentId: id,
      carId: to.id,
      at,
      carMeter: await findCarMeterAt(ctx, to.id, at, { hours: to.hours, miles: to.miles }),
      meter,
    });
    return getComponent(ctx, id);
  });
}
