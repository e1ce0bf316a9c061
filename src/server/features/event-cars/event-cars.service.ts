import { clientLabel } from '@shared/clients/client-label.rules';
import { carLabel } from '@shared/cars/car-label.rules';
import {
  eventCarMessages,
  type AddEventCar,
  type EventCar,
  type SettableEventCarStatus,
} from '@shared/event-cars/event-cars.contract';
import type { WorkItem } from '@shared/inspections/inspections.contract';
import { AppError } from '@shared/lib/app-error';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import {
  deleteEventCar,
  findCarRef,
  findClientRef,
  findDriverRef,
  findEventCar,
  findEventCarView,
  findEventRef,
  findRegistration,
  insertEventCar,
  listEventCarViews,
  listWorkItemsOfEventCars,
  updateEventCar,
  type EventCarView,
  type EventRef,
  type WorkItemRow,
} from './event-cars.repository';
import { isUniqueViolation } from './unique-violation';

export function toWorkItem(row: WorkItemRow): WorkItem {
  return {
    id: row.id,
    eventCarId: row.eventCarId,
    inspectionId: row.inspectionId,
    itemType: row.itemType,
    title: row.title,
    description: row.description,
    quantity: row.quantity,
    rateCents: row.rateCents,
    totalAmountCents: row.totalAmountCents,
    estimatedMinutes: row.estimatedMinutes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function toEventCar(view: EventCarView, workItems: WorkItemRow[]): EventCar {
  const { row } = view;
  return {
    id: row.id,
    eventId: row.eventId,
    carId: row.carId,
    carName: carLabel(view.car),
    clientId: row.clientId,
    clientName: view.client ? clientLabel(view.client) : null,
    driverId: row.driverId,
    driverName: view.driverName,
    carNumber: row.carNumber,
    class: row.class,
    status: row.status,
    preEventInspectionCompleted: row.preEventInspectionCompleted,
    preEventInspectionDate: row.preEventInspectionDate?.toISOString() ?? null,
    preEventNotes: row.preEventNotes,
    postEventInspectionCompleted: row.postEventInspectionCompleted,
    postEventInspectionDate: row.postEventInspectionDate?.toISOString() ?? null,
    postEventNotes: row.postEventNotes,
    registrationFeeCents: row.registrationFeeCents,
    workItems: workItems.filter((w) => w.eventCarId === row.id).map(toWorkItem),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The team's event, or 404. */
export async function requireEvent(db: Executor, ctx: RequestContext, eventId: string): Promise<EventRef> {
  const event = await findEventRef(db, ctx.teamId, eventId);
  if (!event) throw AppError.notFound('Event');
  return event;
}

export async function listEventCars(db: Database, ctx: RequestContext, eventId: string): Promise<EventCar[]> {
  await requireEvent(db, ctx, eventId);
  const views = await listEventCarViews(db, ctx.teamId, eventId);
  const workItems = await listWorkItemsOfEventCars(
    db,
    ctx.teamId,
    views.map((v) => v.row.id),
  );
  return views.map((v) => toEventCar(v, workItems));
}

export async function getEventCarView(db: Executor, ctx: RequestContext, id: string): Promise<EventCar> {
  const view = await findEventCarView(db, ctx.teamId, id);
  if (!view) throw AppError.notFound('Event car');
  return toEventCar(view, await listWorkItemsOfEventCars(db, ctx.teamId, [id]));
}

/**
 * Registers a car for an event. Team admin mode: a client's car, and the car must belong to
 * that client. Individual mode: the user's own car, without a client.
 */
export async function addEventCar(
  db: Database,
  ctx: RequestContext,
  eventId: string,
  input: AddEventCar,
): Promise<EventCar> {
  await requireEvent(db, ctx, eventId);
  const car = await findCarRef(db, ctx.teamId, input.carId);
  if (!car) throw AppError.notFound('Car');
  let clientId: string | null = null;
  if (input.mode === 'team_admin') {
    if (!input.clientId) {
      throw AppError.validation(eventCarMessages.clientRequired, { clientId: eventCarMessages.clientRequired });
    }
    if (!(await findClientRef(db, ctx.teamId, input.clientId))) throw AppError.notFound('Client');
    if (!car.clientId) throw AppError.validation(eventCarMessages.carHasNoClient, { carId: eventCarMessages.carHasNoClient });
    if (car.clientId !== input.clientId) {
      throw AppError.validation(eventCarMessages.carNotOfClient, { carId: eventCarMessages.carNotOfClient });
    }
    clientId = car.clientId;
  }
  if (input.driverId && !(await findDriverRef(db, ctx.teamId, input.driverId))) throw AppError.notFound('Driver');
  if (await findRegistration(db, ctx.teamId, eventId, car.id)) throw AppError.conflict(eventCarMessages.alreadyRegistered);

  try {
    const row = await insertEventCar(db, {
      teamId: ctx.teamId,
      eventId,
      carId: car.id,
      clientId,
      driverId: input.driverId,
      carNumber: input.carNumber,
      class: input.class,
      status: 'registered',
      registrationFeeCents: input.registrationFeeCents,
    });
    return await getEventCarView(db, ctx, row.id);
  } catch (err) {
    // Two registrations of the same car at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw AppError.conflict(eventCarMessages.alreadyRegistered);
    throw err;
  }
}

export async function setEventCarStatus(
  db: Database,
  ctx: RequestContext,
  eventId: string,
  id: string,
  status: SettableEventCarStatus,
): Promise<EventCar> {
  await requireEvent(db, ctx, eventId);
  if (!(await findEventCar(db, ctx.teamId, id, eventId))) throw AppError.notFound('Event car');
  await updateEventCar(db, ctx.teamId, id, { status });
  return getEventCarView(db, ctx, id);
}

export async function removeEventCar(db: Database, ctx: RequestContext, eventId: string, id: string): Promise<void> {
  await requireEvent(db, ctx, eventId);
  if (!(await deleteEventCar(db, ctx.teamId, eventId, id))) throw AppError.notFound('Event car');
}
