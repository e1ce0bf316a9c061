import type { CarSortField, SortDirection } from '@shared/cars/cars.rules';

export interface CarListParams {
  search?: string;
  sort?: CarSortField;
  direction?: SortDirection;
  page?: number;
  pageSize?: number;
  /** The user's local day, for the expiry alerts. */
  today?: string;
  /** The archived cars instead of the active ones. */
  archived?: boolean;
}

export type CarHistoryKind = 'events' | 'repairs';

export const carKeys = {
  all: ['cars'] as const,
  list: (params: CarListParams) => [...carKeys.all, 'list', params] as const,
  detail: (id: string) => [...carKeys.all, 'detail', id] as const,
  trackSetups: (id: string) => [...carKeys.detail(id), 'track-setups'] as const,
  removal: (id: string) => [...carKeys.detail(id), 'removal'] as const,
  /** The car's events or repairs after the first page (which its detail holds). */
  history: (id: string, kind: CarHistoryKind) => [...carKeys.detail(id), kind] as const,
  options: () => [...carKeys.all, 'options'] as const,
  /** The car's meter log, a page at a time, newest first. */
  meterReadings: (id: string) => [...carKeys.detail(id), 'meter-readings'] as const,
};
