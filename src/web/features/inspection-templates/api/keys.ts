import type { InspectionType } from '@shared/inspections/inspections.contract';

export const inspectionTemplateKeys = {
  all: ['inspection-templates'] as const,
  list: () => [...inspectionTemplateKeys.all, 'list'] as const,
  detail: (id: string) => [...inspectionTemplateKeys.all, 'detail', id] as const,
  /** The checklist an inspection of this type uses: the team's template or the built-in one. */
  checklist: (type: InspectionType) => [...inspectionTemplateKeys.all, 'checklist', type] as const,
};
