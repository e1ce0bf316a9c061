import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTemplateInput,
  InspectionTemplateDetail,
} from '@shared/inspection-templates/inspection-templates.contract';
import { api } from '@web/lib/api-client';

export const createInspectionTemplate = (input: CreateTemplateInput) =>
  api.post<InspectionTemplateDetail>('/api/inspection-templates', input);

export function useCreateInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInspectionTemplate,
    // The list and the checklists inspections use both change.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'inspection-templates' || q.queryKey[0] === 'inspection-checklist',
      }),
  });
}
