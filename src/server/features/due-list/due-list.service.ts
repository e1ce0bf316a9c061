import { AppError } from '@shared/lib/app-error';
import { safetyDateLabels } from '@shared/cars/cars.rules';
import { clientLabel } from '@shared/clients/client-label.rules';
import type { DueComponent, DueEntry, DueList } from '@shared/due-list/due-list.contract';
import {
  dueKinds,
  expiryLookaheadDays,
  inspectionVerdict,
  inspectionWindowDays,
  invoiceVerdict,
  listsInvoices,
  repairVerdict,
  safetyDateFields,
  safetyDateVerdict,
  serviceItemVerdict,
  sortDueEntries,
  type DueKind,
} from '@shared/due-list/due-list.rules';
import { addDaysIso } from '@shared/lib/dates';
import type { AppMode } from '@shared/mode/mode.rules';
import {
  computeServiceStatus,
  defaultServicePriority,
  servicePriorities,
  type ServicePriority,
  type StatusPreferences,
} from '@shared/service-items/service-status.rules';
import type { RequestContext } from '../../auth/request-context';
import { getPreferences } from '../preferences/preferences.service';
import {
  findCarsWithSafetyDatesBy,
  findComponentServiceItemCandidates,
  findOverdueInvoices,
  findOverdueRepairs,
  findServiceItemCandidates,
  findUninspectedEventCars,
  teamHasCar,
} from './due-list.repository';

export interface DueListOptions {
  today: string;
  carId?: string | undefined;
  kind?: DueKind | undefined;
  mode: AppMode;
}

const priorityOf = (value: string): ServicePriority =>
  (servicePriorities as readonly string[]).includes(value) ? (value as ServicePriority) : defaultServicePriority;

type ServiceItemCandidate = Omit<Awaited<ReturnType<typeof findServiceItemCandidates>>[number], 'carId' | 'carName'> & {
  carId: string | null;
  carName: string | null;
};

/**
 * A service item's entry when its status at its owner's meters (its car's, or its component's own)
 * makes the list. A component's item names the component and the car it is installed in, if any;
 * a repair is scheduled for a car, so one on the shelf offers only the reset.
 */
function serviceItemEntry(
  item: ServiceItemCandidate,
  preferences: StatusPreferences,
  component: DueComponent | null,
): DueEntry | null {
  const priority = priorityOf(item.priority);
  const lastResetDate = item.lastResetDate ? item.lastResetDate.toISOString() : null;
  const status = computeServiceStatus(
    { ...item, priority, lastResetDate },
    { hours: item.ownerHours, miles: item.ownerMiles },
    preferences,
  );
  const verdict = serviceItemVerdict(status);
  if (!verdict) return null;
  return {
    key: `service_item:${item.id}`,
    kind: 'service_item',
    ...verdict,
    title: item.name,
    date: null,
    carId: item.carId,
    carName: item.carName,
    component,
    record: { type: 'service_item', id: item.id },
    actions: item.carId ? ['reset_service_item', 'schedule_repair'] : ['reset_service_item'],
  };
}

/**
 * Everything due across the team's active cars and tracked components (or one car and the components
 * installed in it), most urgent first: each entry's
 * urgency is its own feature's rule (service status, expiry, repair and invoice dates).
 */
export async function getDueList(ctx: RequestContext, options: DueListOptions): Promise<DueList> {
  const { today, carId, kind } = options;
  if (carId && !(await teamHasCar(ctx.team, carId))) throw AppError.notFound('Car');
  const preferences = await getPreferences(ctx);
  const invoicesListed = listsInvoices({
    mode: options.mode,
    raceShopEnabled: preferences.raceShopEnabled,
    role: ctx.role,
  });
  const statusPreferences = { averageSpeed: preferences.averageSpeed, useMetric: preferences.useMetric };
  const itemFilter = { carId, averageSpeedMph: preferences.averageSpeed };
  const [carItems, componentItems, safetyCars, registrations, repairs, invoices] = await Promise.all([
    findServiceItemCandidates(ctx.team, itemFilter),
    findComponentServiceItemCandidates(ctx.team, itemFilter),
    findCarsWithSafetyDatesBy(ctx.team, addDaysIso(today, expiryLookaheadDays), carId),
    findUninspectedEventCars(ctx.team, today, addDaysIso(today, inspectionWindowDays), carId),
    findOverdueRepairs(ctx.team, today, carId),
    // Invoices are a client's, not a car's: a list for one car has none.
    invoicesListed && !carId ? findOverdueInvoices(ctx.team, today) : [],
  ]);

  const entries: DueEntry[] = [];
  for (const item of carItems) {
    const entry = serviceItemEntry(item, statusPreferences, null);
    if (entry) entries.push(entry);
  }
  for (const item of componentItems) {
    const component = { id: item.componentId, name: item.componentName, serialNumber: item.serialNumber };
    const entry = serviceItemEntry(item, statusPreferences, component);
    if (entry) entries.push(entry);
  }
  for (const car of safetyCars) {
    for (const field of safetyDateFields) {
      const date = car[field];
      const verdict = safetyDateVerdict(date, today);
      if (!verdict) continue;
      entries.push({
        key: `safety_date:${car.id}:${field}`,
        kind: 'safety_date',
        ...verdict,
        title: `${safetyDateLabels[field]} expiration`,
        date,
        carId: car.id,
        carName: car.name,
        component: null,
        record: { type: 'car', id: car.id },
        actions: ['renew_date'],
      });
    }
  }
  for (const registration of registrations) {
    const verdict = inspectionVerdict(
      { eventDate: registration.date, preEventInspectionCompleted: registration.preEventInspectionCompleted },
      today,
    );
    if (!verdict) continue;
    entries.push({
      key: `inspection:${registration.eventId}:${registration.carId}`,
      kind: 'inspection',
      ...verdict,
      title: `${registration.title} · ${registration.trackName}`,
      date: registration.date,
      carId: registration.carId,
      carName: registration.carName,
      component: null,
      record: { type: 'event', id: registration.eventId },
      actions: ['inspect_cars'],
    });
  }
  for (const repair of repairs) {
    const verdict = repairVerdict(repair, today);
    if (!verdict) continue;
    entries.push({
      key: `repair:${repair.id}`,
      kind: 'repair',
      ...verdict,
      title: repair.title,
      date: repair.scheduledDate,
      carId: repair.carId,
      carName: repair.carName,
      component: null,
      record: { type: 'repair', id: repair.id },
      actions: [],
    });
  }
  for (const invoice of invoices) {
    const verdict = invoiceVerdict(invoice, today);
    if (!verdict) continue;
    const client = clientLabel({
      displayName: invoice.clientDisplayName,
      firstName: invoice.clientFirstName,
      lastName: invoice.clientLastName,
      email: invoice.clientEmail,
    });
    entries.push({
      key: `invoice:${invoice.id}`,
      kind: 'invoice',
      ...verdict,
      title: `${invoice.number} · ${client}`,
      date: invoice.dueDate,
      carId: null,
      carName: null,
      component: null,
      record: { type: 'invoice', id: invoice.id },
      actions: ['open_invoice'],
    });
  }

  const counts = Object.fromEntries(dueKinds.map((k) => [k, 0])) as Record<DueKind, number>;
  for (const entry of entries) counts[entry.kind] += 1;
  const shown = kind ? entries.filter((entry) => entry.kind === kind) : entries;
  return { items: sortDueEntries(shown), counts, listsInvoices: invoicesListed };
}
