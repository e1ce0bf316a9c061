import { useInfiniteQuery } from '@tanstack/react-query';
import { meterReadingsPageSize, type MeterReadingsPage } from '@shared/meter-readings/meter-readings.contract';
import { api } from '@web/lib/api-client';
import { carKeys } from './keys';

export const getCarMeterReadings = (id: string, page: number, signal?: AbortSignal) =>
  api.get<MeterReadingsPage>(`/api/cars/${id}/meter-readings`, { page, pageSize: meterReadingsPageSize }, signal);

/** The car's meter log, newest first, a page at a time. */
export function useCarMeterReadings(id: string) {
  return useInfiniteQuery({
    queryKey: carKeys.meterReadings(id),
    queryFn: ({ pageParam, signal }) => getCarMeterReadings(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
