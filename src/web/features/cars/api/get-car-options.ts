import { useQuery } from '@tanstack/react-query';
import type { CarOption } from '@shared/cars/cars.contract';
import { pickerOptionsQuery, type PickerParams } from '@web/lib/picker-options';
import { carKeys } from './keys';

/** What a picker asks GET /api/cars/options for (see carOptionsQuerySchema). */
export interface CarOptionsParams extends PickerParams {
  /** Only this client's cars. */
  clientId?: string | null | undefined;
  /** Only the cars without a client. */
  unassigned?: boolean | undefined;
}

/** Under carKeys.options(): a change to any car refreshes every picker. Search: name, make or model. */
export const carOptionsQuery = ({ clientId, unassigned, ...params }: CarOptionsParams = {}) =>
  pickerOptionsQuery<CarOption>('/api/cars/options', carKeys.options(), params, { clientId, unassigned });

/** The first cars by name matching the params (50 unless `limit` says otherwise), plus `ids`. */
export const useCarOptions = (params: CarOptionsParams = {}, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...carOptionsQuery(params), enabled });
