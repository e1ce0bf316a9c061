import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inspectionTemplateItems, inspectionTemplates } from '../../db/schema';

export type TemplateRow = typeof inspectionTemplates.$inferSelect;
export type TemplateItemRow = typeof inspectionTemplateItems.$inferSelect;
export type NewTemplate = Omit<typeof inspectionTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewTemplateItem = Omit<typeof inspectionTemplateItems.$inferInsert, 'id'>;

export interface TemplateWithCount extends TemplateRow {
  itemCount: number;
}

/** The item count of each template, by a correlated count on the items' template index. */
const itemCount = sql<number>`(
  select count(*)::int from ${inspectionTemplateItems} as i
  where i.template_id = ${sql.raw('"inspection_templates"."id"')}
)`;

/** Active templates, by type then name, with their item counts. */
export async function listActiveTemplates(db: Executor, teamId: string): Promise<TemplateWithCount[]> {
  return db
    .select({ ...templateColumns(), itemCount })
    .from(inspectionTemplates)
    .where(and(eq(inspectionTemplates.teamId, teamId), eq(inspectionTemplates.isActive, true)))
    .orderBy(asc(inspectionTemplates.inspectionType), asc(inspectionTemplates.name), asc(inspectionTemplates.id));
}

function templateColumns() {
  const t = inspectionTemplates;
  return {
    id: t.id,
    teamId: t.teamId,
    name: t.name,
    description: t.description,
    inspectionType: t.inspectionType,
    isActive: t.isActive,
    isDefault: t.isDefault,
    baseFeeCents: t.baseFeeCents,
    estimatedMinutes: t.estimatedMinutes,
    createdBy: t.createdBy,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export async function findActiveTemplate(db: Executor, teamId: string, id: string): Promise<TemplateWithCount | undefined> {
  const [row] = await db
    .select({ ...templateColumns(), itemCount })
    .from(inspectionTemplates)
    .where(
      and(eq(inspectionTemplates.teamId, teamId), eq(inspectionTemplates.id, id), eq(inspectionTemplates.isActive, true)),
    )
    .limit(1);
  return row;
}

/** A template of the team, active or not (past inspections keep pointing at it). */
export async function findTemplate(db: Executor, teamId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionTemplates)
    .where(and(eq(inspectionTemplates.teamId, teamId), eq(inspectionTemplates.id, id)))
    .limit(1);
  return row;
}

/** The template of a type an inspection uses: the active default one, else the newest active one. */
export async function findTemplateForType(db: Executor, teamId: string, type: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionTemplates)
    .where(
      and(
        eq(inspectionTemplates.teamId, teamId),
        eq(inspectionTemplates.inspectionType, type),
        eq(inspectionTemplates.isActive, true),
      ),
    )
    .orderBy(desc(inspectionTemplates.isDefault), desc(inspectionTemplates.createdAt), desc(inspectionTemplates.id))
    .limit(1);
  return row;
}

/** A template's items in the spec's order: sort order, category, item name. */
export async function listTemplateItems(db: Executor, teamId: string, templateId: string): Promise<TemplateItemRow[]> {
  return db
    .select()
    .from(inspectionTemplateItems)
    .where(and(eq(inspectionTemplateItems.teamId, teamId), eq(inspectionTemplateItems.templateId, templateId)))
    .orderBy(
      asc(inspectionTemplateItems.sortOrder),
      asc(inspectionTemplateItems.category),
      asc(inspectionTemplateItems.itemName),
    );
}

/** Serialises default changes for one team and type until the transaction ends. */
export async function lockTemplateType(tx: Executor, teamId: string, type: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inspection-template:${teamId}:${type}`}))`);
}

/** Clears the default flag of the team's other templates of a type. */
export async function clearDefaultTemplates(tx: Executor, teamId: string, type: string, exceptId: string): Promise<void> {
  await tx
    .update(inspectionTemplates)
    .set({ isDefault: false })
    .where(
      and(
        eq(inspectionTemplates.teamId, teamId),
        eq(inspectionTemplates.inspectionType, type),
        eq(inspectionTemplates.isDefault, true),
        ne(inspectionTemplates.id, exceptId),
      ),
    );
}

export async function insertTemplate(tx: Executor, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await tx.insert(inspectionTemplates).values(values).returning();
  if (!row) throw new Error('Template could not be created');
  return row;
}

export async function insertTemplateItems(tx: Executor, rows: NewTemplateItem[]): Promise<TemplateItemRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(inspectionTemplateItems).values(rows).returning();
}

/** Soft delete: the template stays for past inspections but is no longer listed or used. */
export async function deactivateTemplate(db: Executor, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(inspectionTemplates)
    .set({ isActive: false, isDefault: false })
    .where(
      and(eq(inspectionTemplates.teamId, teamId), eq(inspectionTemplates.id, id), eq(inspectionTemplates.isActive, true)),
    )
    .returning({ id: inspectionTemplates.id });
  return rows.length > 0;
}
