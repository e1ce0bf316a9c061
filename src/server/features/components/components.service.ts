import type {
  Component,
  ComponentAccrualsPage,
  ComponentAccrualsQuery,
  ComponentInstallation,
  ComponentKind,
  ComponentRebuild,
  ComponentListQueryValues,
  ComponentsPage,
  ComponentValues,
} from '@shared/components/components.contract';
import { componentMessages, shiftComponentMeter, type ComponentPlace } from '@shared/components/components.rules';
import { AppError } from '@shared/lib/app-error';
import { pageOffset } from '@shared/lib/pagination';
import type { RequestContext } from '../../auth/request-context';
import { TeamFigures } from '../../db/team-figures';
import { findCarUsage } from '../cars/cars.service';
import {
  closeInstallation,
  countAccrualsOfComponent,
  countComponents,
  deleteAccrual,
  findComponentView,
  findLastRemoval,
  findOpenInstallation,
  findStaysAt,
  insertAccrual,
  insertComponent,
  insertInstallation,
  insertRebuild,
  listAccrualsOfComponent,
  listComponents,
  listInstallationsOfComponent,
  listInstalledOnCar,
  listRebuildsOfComponent,
  lockAccrualsOfReading,
  lockAccrualsOfStayFrom,
  lockComponent,
  lockComponents,
  updateAccrual,
  updateComponent,
  type ComponentView,
  type InstallationView,
  type RebuildRow,
} from './components.repository';

/*
 * Tracked components: their own meters, where they are installed, and what each reading of a
 * car's log added to them. Installing, removing and moving a component read the car's meters,
 * and accruing a car's time to what is installed on it happens in the car's reading transaction:
 * both are workflows (src/server/workflows/install-component.ts, accrue-session-time.ts,
 * record-meter-reading.ts) calling the functions here, which are part of their transaction.
 */

const componentNotFound = () => new AppError('not_found', componentMessages.notFound);

function toComponent(view: ComponentView): Component {
  const { row } = view;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ComponentKind,
    serialNumber: row.serialNumber,
    notes: row.notes,
    hours: row.hours,
    distance: row.distance,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    installedOn:
      view.installationId && view.carId && view.installedAt
        ? {
            installationId: view.installationId,
            carId: view.carId,
            carName: view.carName ?? '',
            installedAt: view.installedAt.toISOString(),
          }
        : null,
  };
}

function toInstallation(view: InstallationView): ComponentInstallation {
  const { row } = view;
  return {
    id: row.id,
    componentId: row.componentId,
    componentName: view.componentName,
    componentKind: view.componentKind as ComponentKind,
    serialNumber: view.serialNumber,
    componentHours: view.componentHours,
    componentDistance: view.componentDistance,
    carId: row.carId,
    carName: view.carName,
    installedAt: row.installedAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
    carHoursAtInstall: row.carHoursAtInstall,
    carDistanceAtInstall: row.carDistanceAtInstall,
    hoursAtInstall: row.hoursAtInstall,
    distanceAtInstall: row.distanceAtInstall,
    carHoursAtRemoval: row.carHoursAtRemoval,
    carDistanceAtRemoval: row.carDistanceAtRemoval,
    hoursAtRemoval: row.hoursAtRemoval,
    distanceAtRemoval: row.distanceAtRemoval,
  };
}

/** A page of the team's components (active or archived), by name, with where each is installed. */
export async function getComponents(ctx: RequestContext, query: ComponentListQueryValues): Promise<ComponentsPage> {
  const [rows, total] = await Promise.all([
    listComponents(ctx.team, query, { limit: query.pageSize, offset: pageOffset(query) }),
    // Without a search the total is a running count (a few rows); a search's count reads the
    // team's components and is kept until its fleet changes, as the vehicle list's search counts.
    query.search
      ? new TeamFigures(ctx.team, 'fleet').get(
          `components matching ${JSON.stringify({ search: query.search, kind: query.kind, archived: query.archived })}`,
          () => countComponents(ctx.team, query),
        )
      : countComponents(ctx.team, query),
  ]);
  return { items: rows.map(toComponent), total, page: query.page, pageSize: query.pageSize };
}

export async function getComponent(ctx: RequestContext, id: string): Promise<Component> {
  const view = await findComponentView(ctx.team, id);
  if (!view) throw componentNotFound();
  return toComponent(view);
}

export async function createComponent(ctx: RequestContext, input: ComponentValues): Promise<Component> {
  const row = await insertComponent(ctx.team, input);
  return getComponent(ctx, row.id);
}

/** Saves the component form (its meters typed as they read now). */
export async function changeComponent(ctx: RequestContext, id: string, input: ComponentValues): Promise<Component> {
  const row = await updateComponent(ctx.team, id, input);
  if (!row) throw componentNotFound();
  return getComponent(ctx, id);
}

/** Archives a component on the shelf (refused while installed) or restores it; twice changes nothing. */
export async function setComponentArchived(ctx: RequestContext, id: string, archive: boolean): Promise<Component> {
  const row = await lockComponent(ctx.team, id);
  if (!row) throw componentNotFound();
  if ((row.archivedAt !== null) !== archive) {
    if (archive && (await findOpenInstallation(ctx.team, id))) {
      throw AppError.conflict(componentMessages.archiveInstalled);
    }
    await updateComponent(ctx.team, id, { archivedAt: archive ? new Date() : null });
  }
  return getComponent(ctx, id);
}

/** Every stay of the component on a car, newest first. */
export async function getComponentInstallations(ctx: RequestContext, id: string): Promise<ComponentInstallation[]> {
  const [view, rows] = await Promise.all([findComponentView(ctx.team, id), listInstallationsOfComponent(ctx.team, id)]);
  if (!view) throw componentNotFound();
  return rows.map(toInstallation);
}

/** A page of what the component accrued from its cars' readings, newest first. */
export async function getComponentAccruals(
  ctx: RequestContext,
  id: string,
  query: ComponentAccrualsQuery,
): Promise<ComponentAccrualsPage> {
  const [view, rows, total] = await Promise.all([
    findComponentView(ctx.team, id),
    listAccrualsOfComponent(ctx.team, id, { limit: query.pageSize, offset: pageOffset(query) }),
    countAccrualsOfComponent(ctx.team, id),
  ]);
  if (!view) throw componentNotFound();
  return {
    items: rows.map((r) => ({
      id: r.row.id,
      carId: r.carId,
      carName: r.carName,
      recordedAt: r.recordedAt.toISOString(),
      source: r.source as 'session' | 'manual' | 'import',
      sessionId: r.sessionId,
      sessionName: r.sessionName,
      hours: r.row.hours,
      distance: r.row.distance,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What is installed on one of the team's cars now; 404 for a car the team does not have. */
export async function getCarComponents(ctx: RequestContext, carId: string): Promise<ComponentInstallation[]> {
  const [car, rows] = await Promise.all([findCarUsage(ctx, carId), listInstalledOnCar(ctx.team, carId)]);
  if (!car) throw AppError.notFound('Car');
  return rows.map(toInstallation);
}

/** The component, locked, with where it stands (for installing, removing or moving it); undefined when the team has none. */
export async function findComponentPlace(
  ctx: RequestContext,
  id: string,
): Promise<
  | (ComponentPlace & {
      meter: { hours: number; miles: number };
      openId: string | null;
      carId: string | null;
    })
  | undefined
> {
  const row = await lockComponent(ctx.team, id);
  if (!row) return undefined;
  const [open, lastRemovedAt] = await Promise.all([findComponentView(ctx.team, id), findLastRemoval(ctx.team, id)]);
  return {
    archived: row.archivedAt !== null,
    open:
      open?.installationId && open.carId && open.installedAt
        ? { carId: open.carId, carName: open.carName ?? '', installedAt: open.installedAt }
        : null,
    openId: open?.installationId ?? null,
    carId: open?.carId ?? null,
    lastRemovedAt,
    meter: { hours: row.hours, miles: row.distance },
  };
}

/** Opens a stay of the component on the car at `at`, with both meters then. */
export async function openComponentInstallation(
  ctx: RequestContext,
  input: {
    componentId: string;
    carId: string;
    at: Date;
    carMeter: { hours: number; miles: number };
    meter: { hours: number; miles: number };
  },
): Promise<string> {
  const row = await insertInstallation(ctx.team, {
    componentId: input.componentId,
    carId: input.carId,
    installedAt: input.at,
    carHoursAtInstall: input.carMeter.hours,
    carDistanceAtInstall: input.carMeter.miles,
    hoursAtInstall: input.meter.hours,
    distanceAtInstall: input.meter.miles,
  });
  return row.id;
}

/** Closes the component's open stay at `at`, with both meters then. */
export async function closeComponentInstallation(
  ctx: RequestContext,
  input: {
    installationId: string;
    at: Date;
    carMeter: { hours: number; miles: number };
    meter: { hours: number; miles: number };
  },
): Promise<void> {
  await closeInstallation(ctx.team, input.installationId, {
    removedAt: input.at,
    carHoursAtRemoval: input.carMeter.hours,
    carDistanceAtRemoval: input.carMeter.miles,
    hoursAtRemoval: input.meter.hours,
    distanceAtRemoval: input.meter.miles,
  });
}

/**
 * Adds what one of the car's readings added (`added`) to every component installed on the car at
 * the reading's moment, and remembers it per component so a correction or removal of the reading
 * can move them again. Part of the reading's transaction, the car locked.
 */
export async function accrueToInstalledComponents(
  ctx: RequestContext,
  input: { carId: string; at: Date; meterReadingId: string; added: { hours: number; miles: number } },
): Promise<void> {
  if (input.added.hours <= 0 && input.added.miles <= 0) return;
  const stays = await findStaysAt(ctx.team, input.carId, input.at);
  if (stays.length === 0) return;
  const locked = await lockComponents(
    ctx.team,
    stays.map((s) => s.componentId),
  );
  for (const component of locked) {
    const stay = stays.find((s) => s.componentId === component.id);
    if (!stay) continue;
    const meter = shiftComponentMeter(
      { hours: component.hours, miles: component.distance },
      { hours: 0, miles: 0 },
      input.added,
    );
    await updateComponent(ctx.team, component.id, { hours: meter.hours, distance: meter.miles });
    await insertAccrual(ctx.team, {
      componentId: component.id,
      installationId: stay.id,
      meterReadingId: input.meterReadingId,
      hours: input.added.hours,
      distance: input.added.miles,
    });
  }
}

/**
 * A reading's addition corrected (`added`) or the reading removed (null): every component it
 * added to moves by the difference. Part of the reading's transaction.
 */
export async function shiftReadingAccruals(
  ctx: RequestContext,
  meterReadingId: string,
  added: { hours: number; miles: number } | null,
): Promise<void> {
  const accruals = await lockAccrualsOfReading(ctx.team, meterReadingId);
  if (accruals.length === 0) return;
  const locked = await lockComponents(
    ctx.team,
    accruals.map((a) => a.componentId),
  );
  for (const accrual of accruals) {
    const component = locked.find((c) => c.id === accrual.componentId);
    if (!component) continue;
    const meter = shiftComponentMeter(
      { hours: component.hours, miles: component.distance },
      { hours: accrual.hours, miles: accrual.distance },
      added,
    );
    await updateComponent(ctx.team, component.id, { hours: meter.hours, distance: meter.miles });
    if (added) await updateAccrual(ctx.team, accrual.id, { hours: added.hours, distance: added.miles });
    else await deleteAccrual(ctx.team, accrual.id);
  }
}

function toRebuild(row: RebuildRow): ComponentRebuild {
  return {
    id: row.id,
    rebuiltAt: row.rebuiltAt.toISOString(),
    hours: row.hours,
    distance: row.distance,
    note: row.note,
    rebuiltByName: row.rebuiltByName,
  };
}

/** The component's rebuilds, newest first. */
export async function getComponentRebuilds(ctx: RequestContext, id: string): Promise<ComponentRebuild[]> {
  const [view, rows] = await Promise.all([findComponentView(ctx.team, id), listRebuildsOfComponent(ctx.team, id)]);
  if (!view) throw componentNotFound();
  return rows.map(toRebuild);
}

/** Records a rebuild of the component at its meters now; the component locked, not archived. */
export async function recordComponentRebuild(
  ctx: RequestContext,
  id: string,
  input: { at: Date; note: string | null },
): Promise<ComponentRebuild> {
  const row = await lockComponent(ctx.team, id);
  if (!row) throw componentNotFound();
  if (row.archivedAt) throw AppError.conflict(componentMessages.archived);
  return toRebuild(
    await insertRebuild(ctx.team, {
      componentId: id,
      rebuiltAt: input.at,
      hours: row.hours,
      distance: row.distance,
      note: input.note,
      rebuiltBy: ctx.userId,
      rebuiltByName: ctx.userName.trim() || ctx.email,
    }),
  );
}

/**
 * A stay closed at a past moment: what its car's readings recorded from then on added to the
 * component comes off it (those readings ran after it left the car). Answers the component's
 * meters afterwards. The component is locked.
 */
export async function withdrawAccrualsFrom(
  ctx: RequestContext,
  input: { componentId: string; installationId: string; at: Date; meter: { hours: number; miles: number } },
): Promise<{ hours: number; miles: number }> {
  const accruals = await lockAccrualsOfStayFrom(ctx.team, input.installationId, input.at);
  let meter = input.meter;
  for (const accrual of accruals) {
    meter = shiftComponentMeter(meter, { hours: accrual.hours, miles: accrual.distance }, null);
    await deleteAccrual(ctx.team, accrual.id);
  }
  if (accruals.length > 0)
    await updateComponent(ctx.team, input.componentId, { hours: meter.hours, distance: meter.miles });
  return meter;
}

/**
 * A stay opened at a past moment: the sessions its car ran from then on add their time to the
 * component too. The component is locked.
 */
export async function backfillAccruals(
  ctx: RequestContext,
  input: {
    componentId: string;
    installationId: string;
    meter: { hours: number; miles: number };
    additions: { readingId: string; added: { hours: number; miles: number } }[];
  },
): Promise<void> {
  let meter = input.meter;
  for (const { readingId, added } of input.additions) {
    if (added.hours <= 0 && added.miles <= 0) continue;
    meter = shiftComponentMeter(meter, { hours: 0, miles: 0 }, added);
    await insertAccrual(ctx.team, {
      componentId: input.componentId,
      installationId: input.installationId,
      meterReadingId: readingId,
      hours: added.hours,
      distance: added.miles,
    });
  }
  if (meter !== input.meter)
    await updateComponent(ctx.team, input.componentId, { hours: meter.hours, distance: meter.miles });
}
