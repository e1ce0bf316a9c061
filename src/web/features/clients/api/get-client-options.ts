import { useQuery } from '@tanstack/react-query';
import type { ClientOption } from '@shared/clients/clients.contract';
import { pickerOptionsQuery, type PickerParams } from '@web/lib/picker-options';
import { clientKeys } from './keys';

/** What a picker asks GET /api/clients/options for (see clientOptionsQuerySchema). */
export interface ClientOptionsParams extends PickerParams {
  /** Only the clients marked active. */
  active?: boolean | undefined;
  /** Only the clients owning at least one active car. */
  withCars?: boolean | undefined;
}

/** Under clientKeys.options(): a change to any client refreshes every picker. Search: name, e-mail or phone. */
export const clientOptionsQuery = ({ active, withCars, ...params }: ClientOptionsParams = {}) =>
  pickerOptionsQuery<ClientOption>('/api/clients/options', clientKeys.options(), params, { active, withCars });

/** The first clients by label matching the params (50 unless `limit` says otherwise), plus `ids`. */
export const useClientOptions = (params: ClientOptionsParams = {}, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...clientOptionsQuery(params), enabled });
