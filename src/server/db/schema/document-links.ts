import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { invoices, workOrders } from './billing';
import { teamKey, teamOwned, teamReference, timestamps } from './columns';

/**
 * A document mailed to a client (an estimate: a work order; an invoice) with its private link
 * (docs/decisions/026). The link's address carries a random token of 32 bytes; only its SHA-256
 * is kept. The row is also the record of the sending: to whom and when (`created_at`). A link
 * works until `expires_at` or until revoked; sending the document again revokes the links sent
 * before. A client's answer to an estimate (approved with their name, or declined with a note) is
 * kept on the link it came through, with the address and browser it came from.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    ...teamOwned(),
    /** estimate, invoice */
    kind: text().notNull(),
    workOrderId: uuid(),
    invoiceId: uuid(),
    /** Hex SHA-256 of the token in the link's address. */
    tokenHash: text().notNull(),
    /** The address the mail went to. */
    sentTo: text().notNull(),
    /** The member who sent it (null once they are deleted). */
    sentBy: text().references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** approved, declined: the client's answer to an estimate. */
    response: text(),
    /** The name typed to approve. */
    respondedName: text(),
    /** The note given with a decline. */
    respondedNote: text(),
    respondedAt: timestamp({ withTimezone: true }),
    respondedAddress: text(),
    respondedUserAgent: text(),
    ...timestamps(),
  },
  (t) => [
    teamKey('document_links', t),
    teamReference('document_links', 'workOrderId', t, workOrders).onDelete('cascade'),
    teamReference('document_links', 'invoiceId', t, invoices).onDelete('cascade'),
    uniqueIndex('document_links_token_hash_idx').on(t.tokenHash),
    index('document_links_work_order_idx').on(t.workOrderId, t.createdAt),
    index('document_links_invoice_idx').on(t.invoiceId, t.createdAt),
    check(
      'document_links_kind_check',
      sql`(${t.kind} = 'estimate' and ${t.workOrderId} is not null and ${t.invoiceId} is null) or (${t.kind} = 'invoice' and ${t.invoiceId} is not null and ${t.workOrderId} is null)`,
    ),
    check('document_links_response_check', sql`${t.response} is null or ${t.response} in ('approved', 'declined')`),
  ],
);
