import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ComponentListQueryValues } from '@shared/components/components.contract';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import {
  cars,
  componentAccruals,
  componentCounts,
  componentInstallations,
  componentRebuilds,
  components,
  eventSessions,
  meterReadings,
} from '../../db/schema';

export type ComponentRow = typeof components.$inferSelect;
export type InstallationRow = typeof componentInstallations.$inferSelect;
export type AccrualRow = typeof componentAccruals.$inferSelect;
export type ComponentRowValues = Pick<
  typeof components.$inferInsert,
  'name' | 'kind' | 'serialNumber' | 'notes' | 'hours' | 'distance'
>;

/** A component with its open installation and that car's name (null on the shelf). */
export interface ComponentView {
  row: ComponentRow;
  installationId: string | null;
  carId: string | null;
  carName: string | null;
  installedAt: Date | null;
}

const openStay = () =>
  and(
    eq(componentInstallations.teamId, components.teamId),
    eq(componentInstallations.componentId, components.id),
    isNull(componentInstallations.removedAt),
  );

function viewSelect(team: TeamDb) {
  return team.db
    .select({
      row: components,
      installationId: componentInstallations.id,
      carId: componentInstallations.carId,
      carName: cars.name,
      installedAt: componentInstallations.installedAt,
    })
    .from(components)
    .leftJoin(componentInstallations, openStay())
    .leftJoin(cars, teamKeyJoin(cars, componentInstallations.teamId, componentInstallations.carId));
}

function listConditions(team: TeamDb, query: ComponentListQueryValues): SQL {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return ofTeam(
    team,
    components,
    query.archived ? isNotNull(components.archivedAt) : isNull(components.archivedAt),
    query.kind ? eq(components.kind, query.kind) : undefined,
    pattern ? or(ilike(components.name, pattern), ilike(components.serialNumber, pattern)) : undefined,
  );
}

/** A page of the team's components by name (uses components_team_name_idx), with where each is installed. */
export const componentsPageQuery = (
  team: TeamDb,
  query: ComponentListQueryValues,
  page: { limit: number; offset: number },
) =>
  viewSelect(team)
    .where(listConditions(team, query))
    .orderBy(asc(components.name), asc(components.id))
    .limit(page.limit)
    .offset(page.offset);

export async function listComponents(
  team: TeamDb,
  query: ComponentListQueryValues,
  page: { limit: number; offset: number },
): Promise<ComponentView[]> {
  return componentsPageQuery(team, query, page);
}

/** How many components match a search: the search's matches are counted. */
export const matchingComponentsCountQuery = (team: TeamDb, query: ComponentListQueryValues) =>
  team.db.select({ n: count() }).from(components).where(listConditions(team, query));

/**
 * The list's total without a search: the running counts of the team's components per kind,
 * active or archived (component_counts, kept by triggers: migration 0040), at most eight rows.
 */
export const componentsCountQuery = (team: TeamDb, query: ComponentListQueryValues) =>
  team.db
    .select({ n: sql<number>`coalesce(sum(${componentCounts.count}), 0)::int`.mapWith(Number) })
    .from(componentCounts)
    .where(
      ofTeam(
        team,
        componentCounts,
        eq(componentCounts.archived, query.archived),
        query.kind ? eq(componentCounts.kind, query.kind) : undefined,
      ),
    );

/** How many of the team's components the list shows in all. */
export async function countComponents(team: TeamDb, query: ComponentListQueryValues): Promise<number> {
  const [row] = await (query.search ? matchingComponentsCountQuery(team, query) : componentsCountQuery(team, query));
  return row?.n ?? 0;
}

export const componentViewQuery = (team: TeamDb, id: string) =>
  viewSelect(team)
    .where(ofTeam(team, components, eq(components.id, id)))
    .limit(1);

export async function findComponentView(team: TeamDb, id: string): Promise<ComponentView | undefined> {
  const [row] = await componentViewQuery(team, id);
  return row;
}

/** The component, locked until the transaction ends. */
export async function lockComponent(team: TeamDb, id: string): Promise<ComponentRow | undefined> {
  const [row] = await team.db
    .select()
    .from(components)
    .where(ofTeam(team, components, eq(components.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** These components, locked in id order (so two transactions lock them in the same order). */
export async function lockComponents(team: TeamDb, ids: string[]): Promise<ComponentRow[]> {
  if (ids.length === 0) return [];
  return team.db
    .select()
    .from(components)
    .where(ofTeam(team, components, inArray(components.id, ids)))
    .orderBy(asc(components.id))
    .for('update');
}

export async function insertComponent(team: TeamDb, values: ComponentRowValues): Promise<ComponentRow> {
  const [row] = await team.db
    .insert(components)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Component could not be created');
  return row;
}

export async function updateComponent(
  team: TeamDb,
  id: string,
  values: Partial<ComponentRowValues> & { archivedAt?: Date | null },
): Promise<ComponentRow | undefined> {
  const [row] = await team.db
    .update(components)
    .set(values)
    .where(ofTeam(team, components, eq(components.id, id)))
    .returning();
  return row;
}

/** The component's open installation. */
export async function findOpenInstallation(team: TeamDb, componentId: string): Promise<InstallationRow | undefined> {
  const [row] = await team.db
    .select()
    .from(componentInstallations)
    .where(
      ofTeam(
        team,
        componentInstallations,
        eq(componentInstallations.componentId, componentId),
        isNull(componentInstallations.removedAt),
      ),
    )
    .limit(1);
  return row;
}

/** When the component last came off a car; null if never. */
export async function findLastRemoval(team: TeamDb, componentId: string): Promise<Date | null> {
  const [row] = await team.db
    .select({ at: max(componentInstallations.removedAt) })
    .from(componentInstallations)
    .where(ofTeam(team, componentInstallations, eq(componentInstallations.componentId, componentId)));
  return row?.at ?? null;
}

export type NewInstallation = Omit<
  typeof componentInstallations.$inferInsert,
  'id' | 'teamId' | 'createdAt' | 'updatedAt' | 'removedAt'
>;

export async function insertInstallation(team: TeamDb, values: NewInstallation): Promise<InstallationRow> {
  const [row] = await team.db
    .insert(componentInstallations)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Installation could not be saved');
  return row;
}

export async function closeInstallation(
  team: TeamDb,
  id: string,
  values: Pick<
    typeof componentInstallations.$inferInsert,
    'removedAt' | 'carHoursAtRemoval' | 'carDistanceAtRemoval' | 'hoursAtRemoval' | 'distanceAtRemoval'
  >,
): Promise<void> {
  await team.db
    .update(componentInstallations)
    .set(values)
    .where(ofTeam(team, componentInstallations, eq(componentInstallations.id, id)));
}

/** The stays on the car that cover the moment `at` (installed at or before it, not removed by then). */
export async function findStaysAt(team: TeamDb, carId: string, at: Date): Promise<InstallationRow[]> {
  return team.db
    .select()
    .from(componentInstallations)
    .where(
      ofTeam(
        team,
        componentInstallations,
        eq(componentInstallations.carId, carId),
        lte(componentInstallations.installedAt, at),
        or(isNull(componentInstallations.removedAt), gt(componentInstallations.removedAt, at)),
      ),
    )
    .orderBy(asc(componentInstallations.componentId));
}

export interface InstallationView {
  row: InstallationRow;
  componentName: string;
  componentKind: string;
  serialNumber: string | null;
  componentHours: number;
  componentDistance: number;
  carName: string;
}

function installationSelect(team: TeamDb) {
  return team.db
    .select({
      row: componentInstallations,
      componentName: components.name,
      componentKind: components.kind,
      serialNumber: components.serialNumber,
      componentHours: components.hours,
      componentDistance: components.distance,
      carName: cars.name,
    })
    .from(componentInstallations)
    .innerJoin(components, teamKeyJoin(components, componentInstallations.teamId, componentInstallations.componentId))
    .innerJoin(cars, teamKeyJoin(cars, componentInstallations.teamId, componentInstallations.carId));
}

/** Every stay of the component, newest first. */
export const installationsOfComponentQuery = (team: TeamDb, componentId: string) =>
  installationSelect(team)
    .where(ofTeam(team, componentInstallations, eq(componentInstallations.componentId, componentId)))
    .orderBy(desc(componentInstallations.installedAt), desc(componentInstallations.createdAt));

export async function listInstallationsOfComponent(team: TeamDb, componentId: string): Promise<InstallationView[]> {
  return installationsOfComponentQuery(team, componentId);
}

/** What is installed on the car now, by name. */
export const installedOnCarQuery = (team: TeamDb, carId: string) =>
  installationSelect(team)
    .where(
      ofTeam(
        team,
        componentInstallations,
        eq(componentInstallations.carId, carId),
        isNull(componentInstallations.removedAt),
      ),
    )
    .orderBy(asc(components.name), asc(components.id));

export async function listInstalledOnCar(team: TeamDb, carId: string): Promise<InstallationView[]> {
  return installedOnCarQuery(team, carId);
}

export async function insertAccrual(
  team: TeamDb,
  values: Omit<typeof componentAccruals.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  await team.db.insert(componentAccruals).values({ ...values, teamId: team.teamId });
}

/** What the reading added to components, locked, in component order. */
export async function lockAccrualsOfReading(team: TeamDb, meterReadingId: string): Promise<AccrualRow[]> {
  return team.db
    .select()
    .from(componentAccruals)
    .where(ofTeam(team, componentAccruals, eq(componentAccruals.meterReadingId, meterReadingId)))
    .orderBy(asc(componentAccruals.componentId))
    .for('update');
}

export async function updateAccrual(team: TeamDb, id: string, values: { hours: number; distance: number }) {
  await team.db
    .update(componentAccruals)
    .set(values)
    .where(ofTeam(team, componentAccruals, eq(componentAccruals.id, id)));
}

export async function deleteAccrual(team: TeamDb, id: string) {
  await team.db.delete(componentAccruals).where(ofTeam(team, componentAccruals, eq(componentAccruals.id, id)));
}

export interface AccrualView {
  row: AccrualRow;
  carId: string;
  carName: string;
  recordedAt: Date;
  source: string;
  sessionId: string | null;
  sessionName: string | null;
}

/** A page of what the component accrued, newest first, with the reading's car, moment and session. */
export const accrualsOfComponentQuery = (team: TeamDb, componentId: string, page: { limit: number; offset: number }) =>
  team.db
    .select({
      row: componentAccruals,
      carId: meterReadings.carId,
      carName: cars.name,
      recordedAt: meterReadings.recordedAt,
      source: meterReadings.source,
      sessionId: meterReadings.sessionId,
      sessionName: eventSessions.name,
    })
    .from(componentAccruals)
    .innerJoin(meterReadings, teamKeyJoin(meterReadings, componentAccruals.teamId, componentAccruals.meterReadingId))
    .innerJoin(cars, teamKeyJoin(cars, meterReadings.teamId, meterReadings.carId))
    .leftJoin(eventSessions, teamKeyJoin(eventSessions, meterReadings.teamId, meterReadings.sessionId))
    .where(ofTeam(team, componentAccruals, eq(componentAccruals.componentId, componentId)))
    // component_accruals_component_recorded_idx: the accrual keeps its reading's time.
    .orderBy(desc(componentAccruals.recordedAt), desc(componentAccruals.createdAt), desc(componentAccruals.id))
    .limit(page.limit)
    .offset(page.offset);

export async function listAccrualsOfComponent(
  team: TeamDb,
  componentId: string,
  page: { limit: number; offset: number },
): Promise<AccrualView[]> {
  return accrualsOfComponentQuery(team, componentId, page);
}

export const accrualsCountQuery = (team: TeamDb, componentId: string) =>
  team.db
    .select({ n: count() })
    .from(componentAccruals)
    .where(ofTeam(team, componentAccruals, eq(componentAccruals.componentId, componentId)));

export async function countAccrualsOfComponent(team: TeamDb, componentId: string): Promise<number> {
  const [row] = await accrualsCountQuery(team, componentId);
  return row?.n ?? 0;
}

export type RebuildRow = typeof componentRebuilds.$inferSelect;

export async function insertRebuild(
  team: TeamDb,
  values: Omit<typeof componentRebuilds.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>,
): Promise<RebuildRow> {
  const [row] = await team.db
    .insert(componentRebuilds)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Rebuild could not be saved');
  return row;
}

/** The component's rebuilds, newest first (a component is rebuilt a handful of times in its life). */
export async function listRebuildsOfComponent(team: TeamDb, componentId: string): Promise<RebuildRow[]> {
  return team.db
    .select()
    .from(componentRebuilds)
    .where(ofTeam(team, componentRebuilds, eq(componentRebuilds.componentId, componentId)))
    .orderBy(desc(componentRebuilds.rebuiltAt), desc(componentRebuilds.id))
    .limit(200);
}

/** What the stay's car's readings recorded at or after `at` added to the component, locked. */
export async function lockAccrualsOfStayFrom(team: TeamDb, installationId: string, at: Date): Promise<AccrualRow[]> {
  return team.db
    .select({ accrual: componentAccruals })
    .from(componentAccruals)
    .innerJoin(meterReadings, teamKeyJoin(meterReadings, componentAccruals.teamId, componentAccruals.meterReadingId))
    .where(
      ofTeam(
        team,
        componentAccruals,
        eq(componentAccruals.installationId, installationId),
        gte(meterReadings.recordedAt, at),
      ),
    )
    .for('update', { of: componentAccruals })
    .then((rows) => rows.map((r) => r.accrual));
}
