import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMeterReadingInput, MeterReading } from '@shared/meter-readings/meter-readings.contract';
import { api } from '@web/lib/api-client';
import { invalidateCarDependents } from './invalidate';

export const recordMeterReading = ({ carId, input }: { carId: string; input: CreateMeterReadingInput }) =>
  api.post<MeterReading>(`/api/cars/${carId}/meter-readings`, input);

/** A reading typed on the car's page: the car's hours and miles, and all that follows them, change. */
export function useRecordMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMeterReading,
    onSuccess: () => invalidateCarDependents(queryClient),
  });
}
