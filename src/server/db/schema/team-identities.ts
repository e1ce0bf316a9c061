import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PostalAddress } from './clients';
import { teamKey, teamOwned, timestamps } from './columns';

/**
 * What a shop's documents say about it (the team's name lives in `organization.name`): address,
 * phone, e-mail, tax id, logo, payment instructions and the default payment terms. One row per
 * team, written by its managers (Settings → Team).
 */
export const teamIdentities = pgTable(
  'team_identities',
  {
    ...teamOwned(),
    address: jsonb().$type<PostalAddress>(),
    phone: text(),
    email: text(),
    taxId: text(),
    /** The stored logo (webp, files feature), or null. */
    logoKey: text(),
    paymentInstructions: text(),
    /** One of the spec's payment terms (Net 30, Net 15, COD, Prepaid, Net 60, Due on Receipt). */
    defaultTerms: text().notNull().default('Net 30'),
    ...timestamps(),
  },
  (t) => [
    teamKey('team_identities', t),
    uniqueIndex('team_identities_team_idx').on(t.teamId),
    check(
      'team_identities_default_terms_check',
      sql`${t.defaultTerms} in ('Net 30', 'Net 15', 'COD', 'Prepaid', 'Net 60', 'Due on Receipt')`,
    ),
  ],
);
