import { boolean, date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { archivable, teamKey, teamOwned, timestamps } from './columns';

export interface PostalAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

/** The shop's customers. Data records only: clients never sign in. */
export const clients = pgTable(
  'clients',
  {
    ...teamOwned(),
    firstName: text(),
    lastName: text(),
    displayName: text(),
    email: text(),
    phone: text(),
    company: text(),
    /** 'person' (the form's only type today) or 'business'. */
    type: text().notNull().default('person'),
    businessType: text().notNull().default('individual'),
    billingAddress: jsonb().$type<PostalAddress>(),
    status: text().notNull().default('active'),
    isActive: boolean().notNull().default(true),
    experienceLevel: text().notNull().default('intermediate'),
    referralSource: text(),
    fleetId: text(),
    notes: text(),
    taxExempt: boolean().notNull().default(false),
    eligibleForAr: boolean().notNull().default(false),
    marketingConsent: boolean().notNull().default(true),
    contractStartDate: date(),
    ...archivable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('clients', t),
    index('clients_team_display_name_idx').on(t.teamId, t.displayName),
    index('clients_team_created_idx').on(t.teamId, t.createdAt),
  ],
);
