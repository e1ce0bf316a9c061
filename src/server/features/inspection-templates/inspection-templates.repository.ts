import { asc, eq, ne, sql } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { inspectionTemplateItems, inspectionTemplates } from '../../db/schema';

export type TemplateRow = typeof inspectionTemplates.$inferSelect;
export type TemplateItemRow = typeof inspectionTemplateItems.$inferSelect;
export type NewTemplate = Omit<typeof inspectionTemplates.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type NewTemplateItem = Omit<typeof inspectionTemplateItems.$inferInsert, 'id' | 'teamId'>;

export interface TemplateWithCount extends TemplateRow {
  itemCount: number;
}

/** The item count of each template, by a correlated count on the items' template index. */
const itemCount = sql<number>`(
  select count(*)::int from ${inspectionTemplateItems} as i
  where i.team_id = ${sql.raw('"inspection_templates"."team_id"')}
    and i.template_id = ${sql.raw('"inspection_templates"."id"')}
)`;

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

/** Active templates, by type then name, with their item counts. */
export async function listActiveTemplates(team: TeamDb): Promise<TemplateWithCount[]> {
  return team.db
    .select({ ...templateColumns(), itemCount })
    .from(inspectionTemplates)
    .where(ofTeam(team, inspectionTemplates, eq(inspectionTemplates.isActive, true)))
    .orderBy(asc(inspectionTemplates.inspectionType), asc(inspectionTemplates.name), asc(inspectionTemplates.id));
}

export async function findActiveTemplate(team: TeamDb, id: string): Promise<TemplateWithCount | undefined> {
  const [row] = await team.db
    .select({ ...templateColumns(), itemCount })
    .from(inspectionTemplates)
    .where(ofTeam(team, inspectionTemplates, eq(inspectionTemplates.id, id), eq(inspectionTemplates.isActive, true)))
    .limit(1);
  return row;
}

/** A template of the team, active or not (past inspections keep pointing at it). */
export async function findTemplate(team: TeamDb, id: string): Promise<TemplateRow | undefined> {
  const [row] = await team.db
    .select()
    .from(inspectionTemplates)
    .where(ofTeam(team, inspectionTemplates, eq(inspectionTemplates.id, id)))
    .limit(1);
  return row;
}

/** The team's active templates of one type: the candidates chooseTemplate() picks from. */
export async function listActiveTemplatesOfType(team: TeamDb, type: string): Promise<TemplateRow[]> {
  return team.db
    .select()
    .from(inspectionTemplates)
    .where(
      ofTeam(
        team,
        inspectionTemplates,
        eq(inspectionTemplates.inspectionType, type),
        eq(inspectionTemplates.isActive, true),
      ),
    );
}

/** A template's items in the spec's order: sort order, category, item name. */
export async function listTemplateItems(team: TeamDb, templateId: string): Promise<TemplateItemRow[]> {
  return team.db
    .select()
    .from(inspectionTemplateItems)
    .where(ofTeam(team, inspectionTemplateItems, eq(inspectionTemplateItems.templateId, templateId)))
    .orderBy(
      asc(inspectionTemplateItems.sortOrder),
      asc(inspectionTemplateItems.category),
      asc(inspectionTemplateItems.itemName),
    );
}

/** Serialises default changes for one team and type until the transaction ends. */
export async function lockTemplateType(team: TeamDb, type: string): Promise<void> {
  await team.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`inspection-template:${team.teamId}:${type}`}))`);
}

/** Clears the default flag of the team's other templates of a type. */
export async function clearDefaultTemplates(team: TeamDb, type: string, exceptId: string): Promise<void> {
  await team.db
    .update(inspectionTemplates)
    .set({ isDefault: false })
    .where(
      ofTeam(
        team,
        inspectionTemplates,
        eq(inspectionTemplates.inspectionType, type),
        eq(inspectionTemplates.isDefault, true),
        ne(inspectionTemplates.id, exceptId),
      ),
    );
}

export async function insertTemplate(team: TeamDb, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await team.db
    .insert(inspectionTemplates)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Template could not be created');
  return row;
}

export async function insertTemplateItems(team: TeamDb, rows: NewTemplateItem[]): Promise<TemplateItemRow[]> {
  if (rows.length === 0) return [];
  return team.db
    .insert(inspectionTemplateItems)
    .values(rows.map((row) => ({ ...row, teamId: team.teamId })))
    .returning();
}

/** Soft delete: the template stays for past inspections but is no longer listed or used. */
export async function deactivateTemplate(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .update(inspectionTemplates)
    .set({ isActive: false, isDefault: false })
    .where(ofTeam(team, inspectionTemplates, eq(inspectionTemplates.id, id), eq(inspectionTemplates.isActive, true)))
    .returning({ id: inspectionTemplates.id });
  return rows.length > 0;
}
