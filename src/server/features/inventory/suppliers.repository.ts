import { asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/search';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { inventoryItems, suppliers } from '../../db/schema';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierRowWithCount = SupplierRow & { itemCount: number };
export type NewSupplier = Omit<
  typeof suppliers.$inferInsert,
  'id' | 'teamId' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

const active = () => isNull(suppliers.deletedAt);

/**
 * The active items bought from the supplier of each row. Drizzle writes bare column names in a one-table
 * select, so the subquery names the outer table in full.
 */
const activeItemCount = sql<number>`(
  select count(*)::int from ${inventoryItems} as counted_items
  where counted_items.team_id = ${suppliers}.team_id
    and counted_items.supplier_id = ${suppliers}.id
    and counted_items.deleted_at is null
)`.mapWith(Number);

const withCount = { ...getTableColumns(suppliers), itemCount: activeItemCount };

export interface SupplierFilter {
  /** Matches name, display name, contact person, supplier code and e-mail (any case). */
  search?: string | undefined;
  /** Only the preferred ones. */
  preferred?: boolean | undefined;
}

/** The team's active suppliers matching the filter: preferred first, then by rating (best first) and name. */
export async function listSuppliers(team: TeamDb, filter: SupplierFilter): Promise<SupplierRowWithCount[]> {
  const conditions: (SQL | undefined)[] = [active()];
  if (filter.preferred) conditions.push(eq(suppliers.isPreferred, true));
  const term = filter.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(
      sql`(${sql.join(
        [suppliers.name, suppliers.displayName, suppliers.contactPerson, suppliers.supplierCode, suppliers.email].map(
          (column) => sql`${column} ilike ${pattern}`,
        ),
        sql` or `,
      )})`,
    );
  }
  return team.db
    .select(withCount)
    .from(suppliers)
    .where(ofTeam(team, suppliers, ...conditions))
    .orderBy(desc(suppliers.isPreferred), desc(suppliers.rating), asc(suppliers.name), asc(suppliers.id));
}

export async function findSupplier(team: TeamDb, id: string): Promise<SupplierRowWithCount | undefined> {
  const [row] = await team.db
    .select(withCount)
    .from(suppliers)
    .where(ofTeam(team, suppliers, eq(suppliers.id, id), active()))
    .limit(1);
  return row;
}

export async function insertSupplier(team: TeamDb, values: NewSupplier): Promise<SupplierRow> {
  const [row] = await team.db
    .insert(suppliers)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Supplier could not be created');
  return row;
}

/** Saves an active supplier's full record; undefined when there is none with that id. */
export async function updateSupplier(team: TeamDb, id: string, values: NewSupplier): Promise<SupplierRow | undefined> {
  const [row] = await team.db
    .update(suppliers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ofTeam(team, suppliers, eq(suppliers.id, id), active()))
    .returning();
  return row;
}

/** Takes the supplier out of every list (deleted_at = now()); items keep pointing at it. */
export async function softDeleteSupplier(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .update(suppliers)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ofTeam(team, suppliers, eq(suppliers.id, id), active()))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}
