import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { archivable, teamKey, teamOwned, timestamps } from './columns';

export interface PostalAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

const whitespace = sql.raw(`' ' || chr(9) || chr(10) || chr(13)`);
const trimmed = (column: SQLWrapper) => sql`nullif(btrim(${column}, ${whitespace}), '')`;

/**
 * clientLabel() (src/shared/clients/client-label.rules.ts) as SQL, only so lists can sort and
 * page by it in the database (clients_team_label_idx keeps it in order). Responses carry the label
 * computed by clientLabel() itself; the API tests check that both agree.
 */
export function clientLabelOf(client: {
  displayName: SQLWrapper;
  firstName: SQLWrapper;
  lastName: SQLWrapper;
  email: SQLWrapper;
}): SQL<string> {
  return sql<string>`coalesce(
  ${trimmed(client.displayName)},
  case when ${trimmed(client.firstName)} is not null and ${trimmed(client.lastName)} is not null
    then ${trimmed(client.firstName)} || ' ' || ${trimmed(client.lastName)} end,
  ${trimmed(client.firstName)},
  nullif(split_part(btrim(${client.email}, ${whitespace}), '@', 1), ''),
  'Unknown Client')`;
}

/** The order of client pickers and of the clients list by name. */
export const clientSortLabelOf = (client: Parameters<typeof clientLabelOf>[0]) =>
  sql<string>`lower(${clientLabelOf(client)})`;

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
    /**
     * The date of the latest event, past or future, one of the client's cars is registered for;
     * null when none is. Kept by triggers on event_cars and events (migration 0025), so the list
     * sorted by last visit walks clients_team_latest_event_idx instead of looking every matching
     * client's visits up. The last visit as of a day is this date when it is not after that day.
     */
    latestEventOn: date(),
    ...archivable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('clients', t),
    index('clients_team_display_name_idx').on(t.teamId, t.displayName),
    // Newest first, the id settling ties (a bulk import gives many clients one created_at).
    index('clients_team_created_id_idx').on(t.teamId, t.createdAt.desc().nullsFirst(), t.id),
    index('clients_team_label_idx').on(t.teamId, clientSortLabelOf(t), t.id),
    index('clients_team_latest_event_idx').on(t.teamId, t.latestEventOn),
  ],
);
