import type { Client } from '@shared/clients/clients.contract';
import {
  clientCountryCodes,
  clientFullName,
  customerSources,
  defaultClientCountry,
  usStateCodes,
  type ClientCountry,
} from '@shared/clients/clients.rules';

/** What the client form edits: the spec's form values. */
export interface ClientFormValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string | null;
  zipCode: string;
  country: string;
  source: string | null;
  fleetId: string;
  notes: string;
  taxExempt: boolean;
  eligibleForAR: boolean;
  marketToCustomer: boolean;
}

const oneOf = (values: readonly string[], value: string | null | undefined): string | null =>
  value && values.includes(value) ? value : null;

/** Empty for a new client; a stored client's fields for editing. */
export function clientFormValues(client?: Client | null): ClientFormValues {
  const address = client?.billingAddress;
  return {
    name: client ? clientFullName(client) : '',
    phone: client?.phone ?? '',
    email: client?.email ?? '',
    address: address?.street ?? '',
    city: address?.city ?? '',
    state: oneOf(usStateCodes, address?.state),
    zipCode: address?.postalCode ?? '',
    country: (oneOf(clientCountryCodes, address?.country) as ClientCountry | null) ?? defaultClientCountry,
    source: oneOf(customerSources, client?.referralSource),
    fleetId: client?.fleetId ?? '',
    notes: client?.notes ?? '',
    taxExempt: client?.taxExempt ?? false,
    eligibleForAR: client?.eligibleForAr ?? false,
    marketToCustomer: client?.marketingConsent ?? true,
  };
}
