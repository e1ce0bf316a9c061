import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Deactivates the template (soft delete). */
export const deleteInspectionTemplate = (id: string) => api.delete(`/api/inspection-templates/${id}`);

export function useDeleteInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInspectionTemplate,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'inspection-templates' || q.queryKey[0] === 'inspection-checklist',
      }),
  });
}
