import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInspectionInput, CreateInspectionResponse } from '@shared/inspections/inspections.contract';
import { api } from '@web/lib/api-client';
import { invalidateEventCarDependents } from './invalidate';

export const createInspection = (eventCarId: string, input: CreateInspectionInput) =>
  api.post<CreateInspectionResponse>(`/api/event-cars/${eventCarId}/inspections`, input);

export function useCreateInspection(eventId: string, eventCarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInspectionInput) => createInspection(eventCarId, input),
    // A repeated inspection (409) also means the list is out of date.
    onSettled: () => invalidateEventCarDependents(queryClient, eventId),
  });
}
