import { describe, expect, it } from 'vitest';
import type { Client } from '@shared/clients/clients.contract';
import { clientInputSchema } from '@shared/clients/clients.contract';
import { clientFormValues } from './client-form-values';

const stored: Client = {
  id: '7c1d6a34-2b55-4d3c-9d0e-3f8a1b2c4d5e',
  label: 'Ann Lee',
  firstName: 'Ann',
  lastName: 'Lee',
  displayName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '555-0100',
  company: null,
  type: 'person',
  businessType: 'individual',
  billingAddress: { street: '1 Pit Lane', city: 'Austin', state: 'TX', postalCode: '78701', country: 'CA' },
  status: 'active',
  isActive: true,
  experienceLevel: 'intermediate',
  referralSource: 'Website',
  fleetId: 'F-1',
  notes: 'VIP',
  taxExempt: true,
  eligibleForAr: false,
  marketingConsent: false,
  contractStartDate: '2026-01-05',
  archivedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

describe('clientFormValues', () => {
  it('starts a new client empty, in the US, with marketing on', () => {
    expect(clientFormValues()).toEqual({
      name: '',
      phone: '',
      email: '',
      address: '',
      city: '',
      state: null,
      zipCode: '',
      country: 'US',
      source: null,
      fleetId: '',
      notes: '',
      taxExempt: false,
      eligibleForAR: false,
      marketToCustomer: true,
    });
  });

  it('loads a stored client into the form fields, and saving them unchanged keeps them', () => {
    const values = clientFormValues(stored);
    expect(values).toEqual({
      name: 'Ann Lee',
      phone: '555-0100',
      email: 'ann@example.com',
      address: '1 Pit Lane',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'CA',
      source: 'Website',
      fleetId: 'F-1',
      notes: 'VIP',
      taxExempt: true,
      eligibleForAR: false,
      marketToCustomer: false,
    });
    expect(clientInputSchema.safeParse(values).success).toBe(true);
  });

  it('drops stored values the selects do not offer and rebuilds the name from its parts', () => {
    const values = clientFormValues({
      ...stored,
      displayName: null,
      firstName: 'Eve',
      lastName: 'Park',
      billingAddress: { street: null, city: null, state: 'Ontario', postalCode: null, country: 'France' },
      referralSource: 'Billboard',
    });
    expect(values).toMatchObject({ name: 'Eve Park', state: null, country: 'US', source: null });
    expect(clientFormValues({ ...stored, billingAddress: null }).country).toBe('US');
  });
});
