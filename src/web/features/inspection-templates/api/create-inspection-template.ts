import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTemplateInput,
  InspectionTemplateDetail,
} from '@shared/inspection-templates/inspection-templates.contract';
import { api } from '@web/lib/api-client';
import { invalidateInspectionTemplateDependents } from './invalidate';

export const createInspectionTemplate = (input: CreateTemplateInput) =>
  api.post<InspectionTemplateDetail>('/api/inspection-templates', input);

export function useCreateInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInspectionTemplate,
    onSuccess: () => invalidateInspectionTemplateDependents(queryClient),
  });
}
