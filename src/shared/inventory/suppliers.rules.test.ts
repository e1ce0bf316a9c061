import { describe, expect, it } from 'vitest';
import { supplierFormValues, supplierInputSchema } from './suppliers.contract';
import {
  categoryChips,
  leadTimeLabel,
  normalizeSpecialties,
  normalizeWebsite,
  paymentTerms,
  supplierDefaults,
  supplierMessages,
  telHref,
  websiteLabel,
} from './suppliers.rules';

const issueOf = (input: Record<string, unknown>) => {
  const result = supplierInputSchema.safeParse({ name: 'Acme Racing Parts', ...input });
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
};

describe('supplier constants (spec section 9)', () => {
  it('has the payment terms with Net 30 first and the defaults', () => {
    expect(paymentTerms).toEqual(['Net 30', 'Net 15', 'COD', 'Prepaid', 'Net 60', 'Due on Receipt']);
    expect(supplierDefaults).toMatchObject({
      rating: 5,
      leadTimeDays: 7,
      minimumOrderCents: 0,
      country: 'USA',
      paymentTerms: 'Net 30',
    });
  });
});

describe('the supplier input (spec section 5)', () => {
  it('takes the defaults, trims text and stores blank text as null', () => {
    expect(
      supplierInputSchema.parse({ name: '  Acme  ', displayName: ' ', email: ' parts@acme.com ', address: {} }),
    ).toEqual({
      name: 'Acme',
      displayName: null,
      supplierCode: null,
      contactPerson: null,
      email: 'parts@acme.com',
      phone: null,
      website: null,
      address: { street: null, city: null, state: null, postalCode: null, country: 'USA' },
      categories: [],
      specialties: [],
      leadTimeDays: 7,
      minimumOrderCents: 0,
      paymentTerms: 'Net 30',
      isPreferred: false,
      rating: 5,
      notes: null,
    });
  });

  it('gives blank number inputs their defaults and keeps 0', () => {
    const values = supplierInputSchema.parse({ name: 'A', leadTimeDays: '', minimumOrderCents: null, rating: '' });
    expect(values).toMatchObject({ leadTimeDays: 7, minimumOrderCents: 0, rating: 5 });
    expect(supplierInputSchema.parse({ name: 'A', leadTimeDays: 0 }).leadTimeDays).toBe(0);
  });

  it('refuses bad fields with clear messages', () => {
    expect(issueOf({ name: '  ' })).toEqual({ path: 'name', message: 'Supplier name is required' });
    expect(issueOf({ email: 'parts@acme' })).toEqual({ path: 'email', message: supplierMessages.invalidEmail });
    expect(issueOf({ phone: '555-CALL' })).toEqual({ path: 'phone', message: supplierMessages.invalidPhone });
    expect(issueOf({ website: 'javascript:alert(1)' })).toEqual({
      path: 'website',
      message: supplierMessages.invalidWebsite,
    });
    expect(issueOf({ leadTimeDays: -1 })).toEqual({ path: 'leadTimeDays', message: 'Lead time must be 0 or more' });
    expect(issueOf({ leadTimeDays: 1.5 })?.message).toBe('Lead time must be a whole number of days');
    expect(issueOf({ minimumOrderCents: -100 })?.message).toBe('Minimum order must be 0 or more');
    expect(issueOf({ rating: 0 })?.message).toBe('Rating must be between 1 and 5 stars');
    expect(issueOf({ rating: 6 })?.message).toBe('Rating must be between 1 and 5 stars');
    expect(issueOf({ paymentTerms: 'Net 90' })?.message).toBe(supplierMessages.invalidPaymentTerms);
    expect(issueOf({ categories: ['brakes'] })).toEqual({
      path: 'categories.0',
      message: supplierMessages.invalidCategory,
    });
    expect(issueOf({ specialties: Array.from({ length: 21 }, (_, i) => `tag ${i}`) })?.message).toBe(
      'At most 20 specialties',
    );
  });

  it('keeps each category and specialty once', () => {
    const values = supplierInputSchema.parse({
      name: 'A',
      categories: ['suspension', 'safety', 'suspension'],
      specialties: [' Porsche ', 'porsche', '', 'Brakes'],
    });
    expect(values.categories).toEqual(['suspension', 'safety']);
    expect(values.specialties).toEqual(['Porsche', 'Brakes']);
    expect(normalizeSpecialties(Array.from({ length: 25 }, () => 'same'))).toEqual(['same']);
  });

  it('starts a new supplier form from the defaults', () => {
    expect(supplierFormValues(null)).toMatchObject({
      rating: 5,
      leadTimeDays: 7,
      minimumOrderCents: 0,
      paymentTerms: 'Net 30',
      address: { country: 'USA' },
    });
  });
});

describe('websites', () => {
  it('accept http(s) addresses and give a bare host https://', () => {
    expect(normalizeWebsite('acme.com/parts')).toBe('https://acme.com/parts');
    expect(normalizeWebsite('http://acme.com')).toBe('http://acme.com');
    expect(normalizeWebsite(' https://www.acme-racing.co.uk ')).toBe('https://www.acme-racing.co.uk');
  });

  it('refuse other schemes, credentials and hosts without a dot', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://acme.com', 'acme', 'https://user:pw@acme.com', 'a b.com', '']) {
      expect(normalizeWebsite(bad), bad).toBeNull();
    }
  });
});

describe('a supplier card', () => {
  it("shows up to 3 category chips and '+N more'", () => {
    expect(categoryChips(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(categoryChips(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(categoryChips(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('links the phone and names the website briefly', () => {
    expect(telHref('(555) 123-4567')).toBe('tel:5551234567');
    expect(telHref(' +1 555 123 4567')).toBe('tel:+15551234567');
    expect(websiteLabel('https://www.acme.com/')).toBe('acme.com');
    expect(websiteLabel('http://acme.com/parts')).toBe('acme.com/parts');
  });

  it('words the lead time in days', () => {
    expect(leadTimeLabel(1)).toBe('1 day');
    expect(leadTimeLabel(7)).toBe('7 days');
    expect(leadTimeLabel(0)).toBe('0 days');
  });

  it("words the spec's errors", () => {
    expect(supplierMessages.loadFailed('offline')).toBe('Error loading suppliers: offline');
    expect(supplierMessages.saveFailed('x')).toBe('Error saving supplier: x');
    expect(supplierMessages.deleteFailed('x')).toBe('Error deleting supplier: x');
  });
});
