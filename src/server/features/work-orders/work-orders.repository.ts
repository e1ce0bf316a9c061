import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { WorkOrderPriority, WorkOrderStatus } from '@shared/work-orders/work-orders.rules';
import { containsPattern } from '../../db/search';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, clients, invoices, workOrderCharges, workOrders } from '../../db/schema';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrder = Omit<typeof workOrders.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type WorkOrderChanges = Partial<NewWorkOrder>;
export type ChargeRow = typeof workOrderCharges.$inferSelect;
export type NewCharge = Omit<typeof workOrderCharges.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;

/** The client columns its label is made from (clientLabel()). */
const clientLabelColumns = {
  displayName: clients.displayName,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
};
/** The car columns its label is made from (carLabel()). */
const carLabelColumns = { name: cars.name, year: cars.year, make: cars.make, model: cars.model };

/** A work order with the names of its client and car and the number of its invoice. */
const viewColumns = {
  row: workOrders,
  client: clientLabelColumns,
  car: carLabelColumns,
  invoiceNumber: invoices.number,
};

export interface WorkOrderView {
  row: WorkOrderRow;
  client: { displayName: string | null; firstName: string | null; lastName: string | null; email: string | null };
  car: { name: string; year: number | null; make: string | null; model: string | null };
  invoiceNumber: string | null;
}

function viewQuery(team: TeamDb) {
  return team.db
    .select(viewColumns)
    .from(workOrders)
    .innerJoin(clients, teamKeyJoin(clients, workOrders.teamId, workOrders.clientId))
    .innerJoin(cars, teamKeyJoin(cars, workOrders.teamId, workOrders.carId))
    .leftJoin(invoices, teamKeyJoin(invoices, workOrders.teamId, workOrders.invoiceId))
    .$dynamic();
}

export async function findWorkOrderView(team: TeamDb, id: string): Promise<WorkOrderView | undefined> {
  const [row] = await viewQuery(team)
    .where(ofTeam(team, workOrders, eq(workOrders.id, id)))
    .limit(1);
  return row;
}

/** Reads the work order and locks it until the transaction ends. */
export async function lockWorkOrder(team: TeamDb, id: string): Promise<WorkOrderRow | undefined> {
  const [row] = await team.db
    .select()
    .from(workOrders)
    .where(ofTeam(team, workOrders, eq(workOrders.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** Reads the team's work orders among `ids` and locks them, in id order (no deadlocks). */
export async function lockWorkOrders(team: TeamDb, ids: string[]): Promise<WorkOrderRow[]> {
  if (ids.length === 0) return [];
  return team.db
    .select()
    .from(workOrders)
    .where(ofTeam(team, workOrders, inArray(workOrders.id, ids)))
    .orderBy(asc(workOrders.id))
    .for('update');
}

/**
 * The client of one of the team's cars, to check that a work order's car is its client's.
 * (Read here rather than through the cars service: the cars list reads open work orders from
 * this feature, and the two services must not import each other; docs/decisions/006-billing.md.)
 */
export async function findCarClient(team: TeamDb, carId: string): Promise<{ clientId: string | null } | undefined> {
  const [row] = await team.db
    .select({ clientId: cars.clientId })
    .from(cars)
    .where(and(eq(cars.teamId, team.teamId), eq(cars.id, carId)))
    .limit(1);
  return row;
}

/** The label columns of one of the team's clients (for the client's repair-order tabs). */
export async function findClientLabel(team: TeamDb, clientId: string) {
  const [row] = await team.db
    .select(clientLabelColumns)
    .from(clients)
    .where(and(eq(clients.teamId, team.teamId), eq(clients.id, clientId)))
    .limit(1);
  return row;
}

export async function insertWorkOrder(team: TeamDb, values: NewWorkOrder): Promise<WorkOrderRow> {
  const [row] = await team.db
    .insert(workOrders)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Work order could not be created');
  return row;
}

/** Updates the work order; with `fromStatuses`, only while its status is one of them. */
export async function updateWorkOrder(
  team: TeamDb,
  id: string,
  changes: WorkOrderChanges,
  fromStatuses?: readonly WorkOrderStatus[],
): Promise<WorkOrderRow | undefined> {
  const [row] = await team.db
    .update(workOrders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      ofTeam(
        team,
        workOrders,
        eq(workOrders.id, id),
        fromStatuses ? inArray(workOrders.status, [...fromStatuses]) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Moves the team's work orders among `ids` that are in `from` to `changes`; answers the moved rows. */
export async function moveWorkOrders(
  team: TeamDb,
  where: { ids?: string[]; invoiceId?: string; from: WorkOrderStatus },
  changes: WorkOrderChanges,
): Promise<WorkOrderRow[]> {
  return team.db
    .update(workOrders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      ofTeam(
        team,
        workOrders,
        eq(workOrders.status, where.from),
        where.ids ? inArray(workOrders.id, where.ids) : undefined,
        where.invoiceId ? eq(workOrders.invoiceId, where.invoiceId) : undefined,
      ),
    )
    .returning();
}

export async function insertCharges(team: TeamDb, rows: NewCharge[]): Promise<void> {
  if (rows.length === 0) return;
  await team.db.insert(workOrderCharges).values(rows.map((row) => ({ ...row, teamId: team.teamId })));
}

export async function deleteChargesOfWorkOrder(team: TeamDb, workOrderId: string): Promise<void> {
  await team.db
    .delete(workOrderCharges)
    .where(ofTeam(team, workOrderCharges, eq(workOrderCharges.workOrderId, workOrderId)));
}

/** The charge lines of the team's work orders among `ids`, per kind in the builder's order. */
export async function listCharges(team: TeamDb, workOrderIds: string[]): Promise<ChargeRow[]> {
  if (workOrderIds.length === 0) return [];
  return team.db
    .select()
    .from(workOrderCharges)
    .where(ofTeam(team, workOrderCharges, inArray(workOrderCharges.workOrderId, workOrderIds)))
    .orderBy(asc(workOrderCharges.workOrderId), asc(workOrderCharges.kind), asc(workOrderCharges.position));
}

/** How many lines of each kind the work orders among `ids` have. */
export async function countChargesByKind(
  team: TeamDb,
  workOrderIds: string[],
): Promise<{ workOrderId: string; kind: string; n: number }[]> {
  if (workOrderIds.length === 0) return [];
  return team.db
    .select({ workOrderId: workOrderCharges.workOrderId, kind: workOrderCharges.kind, n: count() })
    .from(workOrderCharges)
    .where(ofTeam(team, workOrderCharges, inArray(workOrderCharges.workOrderId, workOrderIds)))
    .groupBy(workOrderCharges.workOrderId, workOrderCharges.kind);
}

export interface WorkOrderListFilter {
  search?: string | undefined;
  status?: WorkOrderStatus | undefined;
  statuses?: readonly WorkOrderStatus[] | undefined;
  priority?: WorkOrderPriority | undefined;
  clientId?: string | undefined;
  carId?: string | undefined;
  /** Search the vehicle and the number (the client's repair-order tabs) instead of title and client. */
  searchVehicle?: boolean;
  limit: number;
  offset: number;
}

function listWhere(team: TeamDb, filter: Omit<WorkOrderListFilter, 'limit' | 'offset'>): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(workOrders.status, filter.status));
  if (filter.statuses) conditions.push(inArray(workOrders.status, [...filter.statuses]));
  if (filter.priority) conditions.push(eq(workOrders.priority, filter.priority));
  if (filter.clientId) conditions.push(eq(workOrders.clientId, filter.clientId));
  if (filter.carId) conditions.push(eq(workOrders.carId, filter.carId));
  const term = filter.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(
      filter.searchVehicle
        ? or(
            ilike(workOrders.number, pattern),
            ilike(cars.name, pattern),
            ilike(sql`concat_ws(' ', ${cars.year}, ${cars.make}, ${cars.model})`, pattern),
          )
        : or(
            ilike(workOrders.number, pattern),
            ilike(workOrders.title, pattern),
            ilike(clients.displayName, pattern),
            ilike(sql`concat_ws(' ', ${clients.firstName}, ${clients.lastName})`, pattern),
            ilike(clients.email, pattern),
          ),
    );
  }
  return ofTeam(team, workOrders, ...conditions);
}

/** One page of the list, newest first (exported for the benchmark's raw-SQL comparison). */
export function workOrdersPageQuery(team: TeamDb, filter: WorkOrderListFilter) {
  return viewQuery(team)
    .where(listWhere(team, filter))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function listWorkOrdersPage(team: TeamDb, filter: WorkOrderListFilter): Promise<WorkOrderView[]> {
  return workOrdersPageQuery(team, filter);
}

/** How many work orders match; joins the client or car only when the search needs it. */
export function countWorkOrdersQuery(team: TeamDb, filter: Omit<WorkOrderListFilter, 'limit' | 'offset'>) {
  const base = team.db.select({ n: count() }).from(workOrders).$dynamic();
  const term = filter.search?.trim();
  const joined = !term
    ? base
    : filter.searchVehicle
      ? base.innerJoin(cars, teamKeyJoin(cars, workOrders.teamId, workOrders.carId))
      : base.innerJoin(clients, teamKeyJoin(clients, workOrders.teamId, workOrders.clientId));
  return joined.where(listWhere(team, filter));
}

export async function countWorkOrders(
  team: TeamDb,
  filter: Omit<WorkOrderListFilter, 'limit' | 'offset'>,
): Promise<number> {
  const [row] = await countWorkOrdersQuery(team, filter);
  return row?.n ?? 0;
}

/** How many work orders of a client each status has. */
export async function countClientWorkOrdersByStatus(
  team: TeamDb,
  clientId: string,
): Promise<{ status: string; n: number }[]> {
  return team.db
    .select({ status: workOrders.status, n: count() })
    .from(workOrders)
    .where(ofTeam(team, workOrders, eq(workOrders.clientId, clientId)))
    .groupBy(workOrders.status);
}

/** How many work orders in `statuses` each of the cars among `carIds` has. */
export async function countWorkOrdersOfCars(
  team: TeamDb,
  carIds: string[],
  statuses: readonly WorkOrderStatus[],
): Promise<{ carId: string; n: number }[]> {
  if (carIds.length === 0) return [];
  return team.db
    .select({ carId: workOrders.carId, n: count() })
    .from(workOrders)
    .where(ofTeam(team, workOrders, inArray(workOrders.carId, carIds), inArray(workOrders.status, [...statuses])))
    .groupBy(workOrders.carId);
}

/** The newest draft work order made for a registration's inspections, locked. */
export async function lockRegistrationDraft(team: TeamDb, eventCarId: string): Promise<WorkOrderRow | undefined> {
  const [row] = await team.db
    .select()
    .from(workOrders)
    .where(ofTeam(team, workOrders, eq(workOrders.eventCarId, eventCarId), eq(workOrders.status, 'draft')))
    .orderBy(desc(workOrders.createdAt))
    .for('update')
    .limit(1);
  return row;
}

/** The work orders of an invoice with their client and car names. */
export async function listWorkOrderViewsOfInvoice(team: TeamDb, invoiceId: string): Promise<WorkOrderView[]> {
  return viewQuery(team)
    .where(ofTeam(team, workOrders, eq(workOrders.invoiceId, invoiceId)))
    .orderBy(asc(workOrders.number));
}

/** How many work orders each of the invoices among `invoiceIds` holds. */
export async function countWorkOrdersOfInvoices(
  team: TeamDb,
  invoiceIds: string[],
): Promise<{ invoiceId: string | null; n: number }[]> {
  if (invoiceIds.length === 0) return [];
  return team.db
    .select({ invoiceId: workOrders.invoiceId, n: count() })
    .from(workOrders)
    .where(ofTeam(team, workOrders, inArray(workOrders.invoiceId, invoiceIds)))
    .groupBy(workOrders.invoiceId);
}
