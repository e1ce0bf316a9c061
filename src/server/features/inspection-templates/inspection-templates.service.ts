import { can } from '@shared/auth/permissions.rules';
import { AppError } from '@shared/lib/app-error';
import {
  templateMessages,
  type CreateTemplate,
  type InspectionTemplate,
  type InspectionTemplateDetail,
  type InspectionTemplateItem,
  type ResolvedChecklist,
} from '@shared/inspection-templates/inspection-templates.contract';
import { templateTypeForInspection } from '@shared/inspection-templates/inspection-templates.rules';
import { defaultChecklist } from '@shared/inspections/default-checklist';
import type { ChecklistItem, InspectionType } from '@shared/inspections/inspections.contract';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import {
  clearDefaultTemplates,
  deactivateTemplate,
  findActiveTemplate,
  findTemplate,
  findTemplateForType,
  insertTemplate,
  insertTemplateItems,
  listActiveTemplates,
  listTemplateItems,
  lockTemplateType,
  type TemplateItemRow,
  type TemplateRow,
} from './inspection-templates.repository';

function toTemplate(row: TemplateRow, itemCount: number): InspectionTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    inspectionType: row.inspectionType,
    isDefault: row.isDefault,
    baseFeeCents: row.baseFeeCents,
    estimatedMinutes: row.estimatedMinutes,
    itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toChecklistItem(row: TemplateItemRow): ChecklistItem {
  return {
    id: row.id,
    category: row.category,
    itemName: row.itemName,
    description: row.description,
    isRequired: row.isRequired,
    inputType: row.inputType,
    failureCreatesWorkItem: row.failureCreatesWorkItem,
    workItemTemplate: row.workItemTemplate,
    estimatedRepairMinutes: row.estimatedRepairMinutes,
  };
}

function toTemplateItem(row: TemplateItemRow): InspectionTemplateItem {
  return { ...toChecklistItem(row), sortOrder: row.sortOrder };
}

/** Template creation and deactivation: team members who manage assignments or perform inspections. */
function assertMayManageTemplates(ctx: RequestContext): void {
  if (!can(ctx, 'manage_assignments') && !can(ctx, 'perform_inspections')) {
    throw AppError.forbidden(templateMessages.notAllowed);
  }
}

export async function listTemplates(db: Database, ctx: RequestContext): Promise<InspectionTemplate[]> {
  const rows = await listActiveTemplates(db, ctx.teamId);
  return rows.map((r) => toTemplate(r, r.itemCount));
}

export async function getTemplate(db: Database, ctx: RequestContext, id: string): Promise<InspectionTemplateDetail> {
  const row = await findActiveTemplate(db, ctx.teamId, id);
  if (!row) throw AppError.notFound('Template');
  const items = await listTemplateItems(db, ctx.teamId, id);
  return { ...toTemplate(row, items.length), items: items.map(toTemplateItem) };
}

/** Creates a template and its items at once; a new default clears the type's other defaults. */
export async function createTemplate(
  db: Database,
  ctx: RequestContext,
  input: CreateTemplate,
): Promise<InspectionTemplateDetail> {
  assertMayManageTemplates(ctx);
  return db.transaction(async (tx) => {
    if (input.isDefault) await lockTemplateType(tx, ctx.teamId, input.inspectionType);
    const template = await insertTemplate(tx, {
      teamId: ctx.teamId,
      name: input.name,
      description: input.description,
      inspectionType: input.inspectionType,
      isDefault: input.isDefault,
      baseFeeCents: input.baseFeeCents,
      estimatedMinutes: input.estimatedMinutes,
      createdBy: ctx.userId,
    });
    if (input.isDefault) await clearDefaultTemplates(tx, ctx.teamId, input.inspectionType, template.id);
    const items = await insertTemplateItems(
      tx,
      input.items.map((item, index) => ({
        teamId: ctx.teamId,
        templateId: template.id,
        category: item.category,
        itemName: item.itemName,
        description: item.description,
        isRequired: item.isRequired,
        inputType: item.inputType,
        failureCreatesWorkItem: item.failureCreatesWorkItem,
        workItemTemplate: item.workItemTemplate,
        estimatedRepairMinutes: item.estimatedRepairMinutes,
        sortOrder: index,
      })),
    );
    items.sort((a, b) => a.sortOrder - b.sortOrder);
    return { ...toTemplate(template, items.length), items: items.map(toTemplateItem) };
  });
}

export async function removeTemplate(db: Database, ctx: RequestContext, id: string): Promise<void> {
  assertMayManageTemplates(ctx);
  if (!(await deactivateTemplate(db, ctx.teamId, id))) throw AppError.notFound('Template');
}

/**
 * The checklist for an inspection type: the team's active default template of that type, else
 * its newest active one, else the spec's built-in 12-item checklist.
 */
export async function resolveChecklist(db: Executor, teamId: string, type: InspectionType): Promise<ResolvedChecklist> {
  const template = await findTemplateForType(db, teamId, templateTypeForInspection(type));
  if (!template) return { template: null, items: defaultChecklist.map((i) => ({ ...i })) };
  const items = await listTemplateItems(db, teamId, template.id);
  return {
    template: {
      id: template.id,
      name: template.name,
      baseFeeCents: template.baseFeeCents,
      estimatedMinutes: template.estimatedMinutes,
    },
    items: items.map(toChecklistItem),
  };
}

/** The checklist of one of the team's templates (null when there is no such template), or the built-in one. */
export async function checklistOfTemplate(
  db: Executor,
  teamId: string,
  templateId: string | null,
): Promise<ChecklistItem[] | null> {
  if (templateId === null) return defaultChecklist.map((i) => ({ ...i }));
  if (!(await findTemplate(db, teamId, templateId))) return null;
  return (await listTemplateItems(db, teamId, templateId)).map(toChecklistItem);
}
