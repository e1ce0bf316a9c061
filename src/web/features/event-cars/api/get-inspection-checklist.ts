import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResolvedChecklist } from '@shared/inspection-templates/inspection-templates.contract';
import type { InspectionType } from '@shared/inspections/inspections.contract';
import { api } from '@web/lib/api-client';
import { inspectionTemplateKeys } from '@web/features/inspection-templates/api/keys';

/** The checklist an inspection of this type uses: the team's template or the built-in one. */
export const getInspectionChecklist = (type: InspectionType, signal?: AbortSignal) =>
  api.get<ResolvedChecklist>('/api/inspection-templates/checklist', { type }, signal);

export const inspectionChecklistQuery = (type: InspectionType) =>
  queryOptions({
    queryKey: inspectionTemplateKeys.checklist(type),
    queryFn: ({ signal }) => getInspectionChecklist(type, signal),
  });

export const useInspectionChecklist = (type: InspectionType, enabled: boolean) =>
  useQuery({ ...inspectionChecklistQuery(type), enabled });
