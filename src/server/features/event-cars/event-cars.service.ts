import { clientLabel } from '@shared/clients/client-label.rules';
import { carLabel } from '@shared/cars/car-label.rules';
import {
  eventCarMessages,
  type AddEventCar,
  type EventCar,
  type SettableEventCarStatus,
} from '@shared/event-cars/event-cars.contract';
import { registrationCarProblem, registrationClientProblem } from '@shared/event-cars/event-cars.rules';
import type { WorkItem } from '@shared/inspections/inspections.contract';
import { AppError } from '@shared/lib/app-error';
import type { RequestContext } from '../../auth/request-context';
import { isUniqueViolation } from '../../db/references';
import { findCarAssignment } from '../cars/cars.service';
import { findClientActivity } from '../clients/clients.service';
import { requireEvent } from '../events/events.service';
import {
  deleteEventCar,
  findEventCar as findEventCarRow,
  findEventCarView,
  findRegistration,
  insertEventCar,
  listEventCarViews,
  listWorkItemsOfEventCars,
  lockEventCar as lockEventCarRow,
  updateEventCar,
  type EventCarRow,
  type EventCarView,
  type WorkItemRow,
} from './event-cars.repository';

/** A registration as stored: what sessions, results and inspections take from it. */
export type EventCarRecord = EventCarRow;

const registrationNotFound = () => AppError.notFound('Registration');

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

export async function listEventCars(ctx: RequestContext, eventId: string): Promise<EventCar[]> {
  await requireEvent(ctx, eventId);
  const views = await listEventCarViews(ctx.team, eventId);
  const workItems = await listWorkItemsOfEventCars(
    ctx.team,
    views.map((v) => v.row.id),
  );
  return views.map((v) => toEventCar(v, workItems));
}

async function eventCarById(ctx: RequestContext, id: string): Promise<EventCar> {
  const view = await findEventCarView(ctx.team, id);
  if (!view) throw registrationNotFound();
  return toEventCar(view, await listWorkItemsOfEventCars(ctx.team, [id]));
}

/**
 * Registers a car for an event. Team admin mode: a client's car with that client, or one of the
 * team's own cars (no client). Individual mode: the user's own car, without a client. In both, a
 * car of an inactive client is refused. A car or driver of another team is refused on its field.
 */
export async function addEventCar(ctx: RequestContext, eventId: string, input: AddEventCar): Promise<EventCar> {
  await requireEvent(ctx, eventId);
  const car = await findCarAssignment(ctx, input.carId);
  if (!car) throw AppError.validation('Car not found', { carId: 'Car not found' });
  const refused = registrationCarProblem(input, car);
  if (refused) throw AppError.validation(refused.message, { [refused.field]: refused.message });
  const clientId = input.mode === 'team_admin' ? car.clientId : null;
  // Whoever registers it, the car of an inactive client stays home.
  const owner = car.clientId ? await findClientActivity(ctx, car.clientId) : undefined;
  const problem = owner ? registrationClientProblem(owner) : null;
  if (problem) {
    throw AppError.validation(problem, clientId ? { clientId: problem } : { carId: problem });
  }
  if (await findRegistration(ctx.team, eventId, input.carId)) {
    throw AppError.conflict(eventCarMessages.alreadyRegistered);
  }

  try {
    const row = await insertEventCar(ctx.team, {
      eventId,
      carId: input.carId,
      clientId,
      driverId: input.driverId,
      carNumber: input.carNumber,
      class: input.class,
      status: 'registered',
      registrationFeeCents: input.registrationFeeCents,
    });
    return await eventCarById(ctx, row.id);
  } catch (err) {
    // Two registrations of the same car at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw AppError.conflict(eventCarMessages.alreadyRegistered);
    throw err;
  }
}

export async function setEventCarStatus(
  ctx: RequestContext,
  eventId: string,
  id: string,
  status: SettableEventCarStatus,
): Promise<EventCar> {
  await requireEvent(ctx, eventId);
  if (!(await updateEventCar(ctx.team, id, { status }, eventId))) throw registrationNotFound();
  return eventCarById(ctx, id);
}

export async function removeEventCar(ctx: RequestContext, eventId: string, id: string): Promise<void> {
  await requireEvent(ctx, eventId);
  if (!(await deleteEventCar(ctx.team, eventId, id))) throw registrationNotFound();
}

/** One of the team's registrations (within `eventId` when given), or undefined. */
export async function findEventCar(
  ctx: RequestContext,
  id: string,
  eventId?: string,
): Promise<EventCarRecord | undefined> {
  return findEventCarRow(ctx.team, id, eventId);
}

/** Reads a registration and locks it until the transaction `ctx` carries ends. */
export async function lockEventCar(ctx: RequestContext, id: string): Promise<EventCarRecord | undefined> {
  return lockEventCarRow(ctx.team, id);
}

export interface EventCarInspection {
  type: 'pre_event' | 'post_event';
  at: Date;
  notes: string | null;
  /** The registration's status afterwards (pre-event only); unchanged when left out. */
  status?: string;
}

/** Records on a registration that its pre- or post-event inspection is done: flag, date and notes. */
export async function markEventCarInspected(
  ctx: RequestContext,
  id: string,
  inspection: EventCarInspection,
): Promise<void> {
  const changes =
    inspection.type === 'pre_event'
      ? {
          preEventInspectionCompleted: true,
          preEventInspectionDate: inspection.at,
          preEventNotes: inspection.notes,
          ...(inspection.status === undefined ? {} : { status: inspection.status }),
        }
      : {
          postEventInspectionCompleted: true,
          postEventInspectionDate: inspection.at,
          postEventNotes: inspection.notes,
        };
  if (!(await updateEventCar(ctx.team, id, changes))) throw registrationNotFound();
}
