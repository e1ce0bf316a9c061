import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Repair } from '@shared/repairs/repairs.contract';
import { apiRequest } from '@web/lib/api-client';
import { repairQuery } from './get-repair';

export const uploadRepairImage = ({ id, file }: { id: string; file: File }) => {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<Repair>('POST', `/api/repairs/${id}/images`, { body });
};

export function useUploadRepairImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRepairImage,
    onSuccess: (repair) => queryClient.setQueryData(repairQuery(repair.id).queryKey, repair),
  });
}
