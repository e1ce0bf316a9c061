import { phonePattern } from '../lib/schema-helpers';

/** Where a client heard of the shop (stored as the label). */
export const customerSources = [
  'Walk-in',
  'Referral',
  'Website',
  'Phone',
  'Social Media',
  'Friends / Family',
  'Advertising',
  'Other',
] as const;

/** The 50 US state codes offered by the client form. */
export const usStateCodes = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export const clientCountries = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
] as const;
export type ClientCountry = (typeof clientCountries)[number]['value'];
export const clientCountryCodes = clientCountries.map((c) => c.value) as [ClientCountry, ...ClientCountry[]];
export const defaultClientCountry: ClientCountry = 'US';

export const clientTypes = ['person', 'business'] as const;

export function clientTypeLabel(type: string): string {
  if (type === 'person') return 'Individual';
  if (type === 'business') return 'Business';
  return type;
}

/** What every client save writes (the form has no inputs for these). */
export const clientSaveDefaults = {
  status: 'active',
  isActive: true,
  businessType: 'individual',
  experienceLevel: 'intermediate',
  type: 'person',
} as const;

/** Rows per page of the client list. */
export const clientPageSize = 50;

/** Rows per query while the clients CSV export streams: memory stays flat however many clients there are. */
export const clientExportPageSize = 1000;

/** The export's first query reads fewer rows, so its first rows go out at once whatever its length. */
export const clientExportFirstPageSize = 100;

/** The pages the clients CSV export reads in turn, until one comes back short. */
export function* clientExportPages(): Generator<{ offset: number; limit: number }> {
  yield { offset: 0, limit: clientExportFirstPageSize };
  for (let offset = clientExportFirstPageSize; ; offset += clientExportPageSize) {
    yield { offset, limit: clientExportPageSize };
  }
}

export const clientMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone format',
  invalidState: 'Choose one of the US state codes',
  invalidCountry: 'Choose United States, Canada or Mexico',
  invalidSource: 'Choose one of the customer sources',
  loadFailed: 'Error loading client data. Please try again.',
  saveFailed: 'Error saving client. Please try again.',
  notFound: 'Client not found',
  deleteConfirm: 'Are you sure you want to delete this client? This action cannot be undone.',
  carAlreadyThisClient: 'This vehicle is already assigned to this client.',
  carHasClient: 'This vehicle is already assigned to a client. Remove it from that client first.',
} as const;

/**
 * The Full Name is split on spaces: the first word becomes the first name and the rest the
 * last name. The display name is the trimmed full name.
 */
export function splitFullName(fullName: string): {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
} {
  const displayName = fullName.trim();
  if (!displayName) return { firstName: null, lastName: null, displayName: null };
  const [first, ...rest] = displayName.split(/\s+/);
  return { firstName: first ?? null, lastName: rest.length > 0 ? rest.join(' ') : null, displayName };
}

/** The Full Name a stored client shows in its edit form. */
export function clientFullName(client: {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const display = client.displayName?.trim();
  if (display) return display;
  return [client.firstName?.trim(), client.lastName?.trim()].filter(Boolean).join(' ');
}

/** A phone number is optional; when given it holds only digits, spaces, hyphens, parentheses and plus. */
export function isValidClientPhone(phone: string | null | undefined): boolean {
  const trimmed = phone?.trim() ?? '';
  return trimmed === '' || phonePattern.test(trimmed);
}

export const clientCsvHeader = [
  'Name',
  'Type',
  'Email',
  'Phone',
  'Vehicles',
  'Last Visit',
  'Total Spent',
  'Status',
] as const;
