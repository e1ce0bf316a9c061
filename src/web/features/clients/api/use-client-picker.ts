import type { ClientOption } from '@shared/clients/clients.contract';
import { useServerPicker, type PickerSource, type ServerPickerOptions } from '@web/lib/use-server-picker';
import { clientOptionsQuery, type ClientOptionsParams } from './get-client-options';

type ClientScope = Pick<ClientOptionsParams, 'active' | 'withCars'>;

const clientSource = (scope: ClientScope): PickerSource<ClientOption> => ({
  query: (params) => clientOptionsQuery({ ...params, ...scope }),
  toItem: (client) => ({ value: client.id, label: client.label }),
  messages: { loading: 'Loading clients...', failed: 'Failed to fetch clients', nothingFound: 'No clients match' },
});

export type ClientPickerOptions = ServerPickerOptions & ClientScope;

/**
 * The props of a searchable Mantine Select of the team's clients, asked of the server: the
 * first 50 by label matching what is typed (name, e-mail or phone), plus the chosen client.
 */
export function useClientPicker<T extends ClientPickerOptions>(options: T) {
  const { active, withCars, ...rest } = options;
  return useServerPicker(clientSource({ active, withCars }), rest).props;
}
