/**
 * Supplier rules: payment terms, defaults, the category chips of a card and the contact checks
 * (spec: shop-and-account sections 5 and 9).
 */
import { emailPattern, phonePattern } from '../lib/schema-helpers';

export const paymentTerms = ['Net 30', 'Net 15', 'COD', 'Prepaid', 'Net 60', 'Due on Receipt'] as const;
export type PaymentTerms = (typeof paymentTerms)[number];

export const supplierDefaults = {
  rating: 5,
  leadTimeDays: 7,
  minimumOrderCents: 0,
  country: 'USA',
  paymentTerms: 'Net 30' as PaymentTerms,
  isPreferred: false,
};

/** Category chips shown on a supplier card before '+N more'. */
export const shownCategoryChips = 3;
/** Free specialty tags a supplier may have. */
export const maxSpecialties = 20;
export const maxSpecialtyLength = 60;

/** The spec's messages for suppliers, word for word where the spec gives them. */
export const supplierMessages = {
  nameRequired: 'Supplier name is required',
  notFound: 'Supplier not found',
  invalidEmail: 'Enter a valid email address, like parts@example.com',
  invalidPhone: 'A phone number may hold only digits, spaces, hyphens, parentheses and +',
  invalidWebsite: 'Enter a valid website address, like https://example.com',
  invalidCategory: 'Choose categories from the inventory categories',
  invalidPaymentTerms: 'Choose payment terms from the list',
  tooManySpecialties: `At most ${maxSpecialties} specialties`,
  specialtyTooLong: `A specialty has at most ${maxSpecialtyLength} characters`,
  loadFailed: (message: string) => `Error loading suppliers: ${message}`,
  loadFailedFallback: 'Unknown error occurred',
  saveFailed: (message: string) => `Error saving supplier: ${message}`,
  deleteFailed: (message: string) => `Error deleting supplier: ${message}`,
  deleteConfirm: (name: string) =>
    `Delete the supplier "${name}"? It leaves your suppliers list; parts bought from it keep its name.`,
} as const;

/** The first chips of a card and how many more there are ('+N more'). */
export function categoryChips<T>(categories: readonly T[], shown = shownCategoryChips): { shown: T[]; more: number } {
  return { shown: categories.slice(0, shown), more: Math.max(0, categories.length - shown) };
}

export function isValidSupplierEmail(email: string): boolean {
  return emailPattern.test(email);
}

export function isValidSupplierPhone(phone: string): boolean {
  return phonePattern.test(phone) && /\d/.test(phone);
}

/**
 * A website as stored: an http(s) address with a host name; a bare host ('acme.com/parts') gets
 * https://. Null when it is not such an address (a `javascript:` link, a word without a dot).
 */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) && url.hostname !== 'localhost') return null;
  return candidate;
}

/** Specialty tags as stored: trimmed, blanks dropped, the first of each spelling kept (any case). */
export function normalizeSpecialties(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
}

/** Lead time as a card shows it: '1 day', '7 days'. */
export function leadTimeLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The tel: link of a phone number: its digits, with a leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** A stored website as a card shows it: the host and path, without the scheme, www. or a trailing slash. */
export function websiteLabel(website: string): string {
  return website
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
