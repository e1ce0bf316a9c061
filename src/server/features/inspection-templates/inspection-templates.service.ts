import { AppError } from '@shared/lib/app-error';
import {
  type CreateTemplate,
  type InspectionTemplate,
  type InspectionTemplateDetail,
  type InspectionTemplateItem,
  type ResolvedChecklist,
} from '@shared/inspection-templates/inspection-templates.contract';
import { chooseTemplate, templateTypeForInspection } from '@shared/inspection-templates/inspection-templates.rules';
import { defaultChecklist } from '@shared/inspections/default-checklist';
import type { ChecklistItem, InspectionType } from '@shared/inspections/inspections.contract';
import { transaction, type RequestContext } from '../../auth/request-context';
import {
  clearDefaultTemplates,
  deactivateTemplate,
  findActiveTemplate,
  findTemplate,
  insertTemplate,
  insertTemplateItems,
  listActiveTemplates,
  listActiveTemplatesOfType,
  listTemplateItems,
  lockTemplateType,
  type TemplateItemRow,
  type TemplateRow,
} from './inspection-templates.repository';

const templateNotFound = () => AppError.notFound('Inspection template');

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

export async function listTemplates(ctx: RequestContext): Promise<InspectionTemplate[]> {
  const rows = await listActiveTemplates(ctx.team);
  return rows.map((r) => toTemplate(r, r.itemCount));
}

export async function getTemplate(ctx: RequestContext, id: string): Promise<InspectionTemplateDetail> {
  const row = await findActiveTemplate(ctx.team, id);
  if (!row) throw templateNotFound();
  const items = await listTemplateItems(ctx.team, id);
  return { ...toTemplate(row, items.length), items: items.map(toTemplateItem) };
}

/** Creates a template and its items at once; a new default clears the type's other defaults. */
export async function createTemplate(ctx: RequestContext, input: CreateTemplate): Promise<InspectionTemplateDetail> {
  return transaction(ctx, async (ctx) => {
    if (input.isDefault) await lockTemplateType(ctx.team, input.inspectionType);
    const template = await insertTemplate(ctx.team, {
      name: input.name,
      description: input.description,
      inspectionType: input.inspectionType,
      isDefault: input.isDefault,
      baseFeeCents: input.baseFeeCents,
      estimatedMinutes: input.estimatedMinutes,
      createdBy: ctx.userId,
    });
    if (input.isDefault) await clearDefaultTemplates(ctx.team, input.inspectionType, template.id);
    const items = await insertTemplateItems(
      ctx.team,
      input.items.map((item, index) => ({
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

export async function removeTemplate(ctx: RequestContext, id: string): Promise<void> {
  if (!(await deactivateTemplate(ctx.team, id))) throw templateNotFound();
}

/**
 * The checklist for an inspection type: the template chooseTemplate() picks among the team's
 * active ones of that type (the default, else the newest), else the spec's built-in 12-item
 * checklist.
 */
export async function resolveChecklist(ctx: RequestContext, type: InspectionType): Promise<ResolvedChecklist> {
  const template = chooseTemplate(await listActiveTemplatesOfType(ctx.team, templateTypeForInspection(type)));
  if (!template) return { template: null, items: defaultChecklist.map((i) => ({ ...i })) };
  const items = await listTemplateItems(ctx.team, template.id);
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

/**
 * The checklist of one of the team's templates (active or not), or the built-in one for no
 * template; undefined when the team has no such template.
 */
export async function checklistOfTemplate(
  ctx: RequestContext,
  templateId: string | null,
): Promise<ChecklistItem[] | undefined> {
  if (templateId === null) return defaultChecklist.map((i) => ({ ...i }));
  if (!(await findTemplate(ctx.team, templateId))) return undefined;
  return (await listTemplateItems(ctx.team, templateId)).map(toChecklistItem);
}
