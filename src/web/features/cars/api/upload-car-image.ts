import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@shared/cars/cars.contract';
import { apiRequest } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';

/** Sends the image as multipart/form-data; the server checks it by content. */
export const uploadCarImage = ({ id, file }: { id: string; file: File }) => {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<Car>('PUT', `/api/cars/${id}/image`, { body });
};

export function useUploadCarImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCarImage,
    onSuccess: () => invalidateCarDependents(queryClient),
  });
}
