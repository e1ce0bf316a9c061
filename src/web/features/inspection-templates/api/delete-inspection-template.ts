import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateInspectionTemplateDependents } from './invalidate';

/** Deactivates the template (soft delete). */
export const deleteInspectionTemplate = (id: string) => api.delete(`/api/inspection-templates/${id}`);

export function useDeleteInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInspectionTemplate,
    onSuccess: () => invalidateInspectionTemplateDependents(queryClient),
  });
}
