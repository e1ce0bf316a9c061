import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InspectionTemplate } from '@shared/inspection-templates/inspection-templates.contract';
import { api } from '@web/lib/api-client';
import { inspectionTemplateKeys } from './keys';

export const getInspectionTemplates = (signal?: AbortSignal) =>
  api.get<InspectionTemplate[]>('/api/inspection-templates', undefined, signal);

export const inspectionTemplatesQuery = () =>
  queryOptions({ queryKey: inspectionTemplateKeys.list(), queryFn: ({ signal }) => getInspectionTemplates(signal) });

export const useInspectionTemplates = () => useQuery(inspectionTemplatesQuery());
