import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InspectionTemplateDetail } from '@shared/inspection-templates/inspection-templates.contract';
import { api } from '@web/lib/api-client';
import { inspectionTemplateKeys } from './keys';

export const getInspectionTemplate = (id: string, signal?: AbortSignal) =>
  api.get<InspectionTemplateDetail>(`/api/inspection-templates/${id}`, undefined, signal);

export const inspectionTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: inspectionTemplateKeys.detail(id),
    queryFn: ({ signal }) => getInspectionTemplate(id, signal),
  });

export const useInspectionTemplate = (id: string | null) =>
  useQuery({ ...inspectionTemplateQuery(id ?? ''), enabled: id !== null });
