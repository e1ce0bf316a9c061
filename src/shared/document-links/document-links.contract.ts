import { z } from 'zod';
import { invoiceSchema, invoiceShopSchema, invoiceWorkOrderSchema } from '../invoices/invoices.contract';
import { storableString } from '../lib/input-bounds';
import { emailPattern, optionalText, requiredText } from '../lib/schema-helpers';
import { workOrderStatuses } from '../work-orders/work-orders.rules';
import { documentKinds, documentMessages, documentResponses } from './document-links.rules';

/** POST /api/work-orders/:id/sendings and /api/invoices/:id/sendings: the mail to send. */
export const sendDocumentSchema = z.object({
  to: storableString({ error: documentMessages.emailRequired })
    .trim()
    .min(1, documentMessages.emailRequired)
    .max(254, documentMessages.invalidEmail)
    .regex(emailPattern, documentMessages.invalidEmail),
  /** Left out: the default subject. */
  subject: optionalText(200),
  /** Left out: the default message. */
  message: optionalText(4000),
});
export type SendDocumentInput = z.input<typeof sendDocumentSchema>;
export type SendDocument = z.output<typeof sendDocumentSchema>;

/** The last time a document was mailed, and what became of its link. */
export const documentSendingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(documentKinds),
  sentTo: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** active, expired or revoked */
  linkState: z.enum(['active', 'expired', 'revoked']),
  // A union rather than .nullable(): OpenAPI 3.0 allows null in an enum only when listed.
  response: z.union([z.enum(documentResponses), z.null()]),
  respondedName: z.string().nullable(),
  respondedNote: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
z.globalRegistry.add(documentSendingSchema, { id: 'DocumentSending' });
export type DocumentSending = z.infer<typeof documentSendingSchema>;

export const latestSendingSchema = z.object({ sending: documentSendingSchema.nullable() });
export type LatestSending = z.infer<typeof latestSendingSchema>;

export const documentTokenParams = z.object({ token: z.string().max(100) });

/** An estimate as its link shows it, signed out. */
export const publicEstimateSchema = z.object({
  kind: z.literal('estimate'),
  expiresAt: z.string(),
  shop: invoiceShopSchema,
  clientName: z.string(),
  status: z.enum(workOrderStatuses),
  requestedDate: z.string().nullable(),
  description: z.string().nullable(),
  workOrder: invoiceWorkOrderSchema.omit({ id: true, carId: true }),
  clientApprovedAt: z.string().nullable(),
  clientApprovedBy: z.string().nullable(),
  declinedNote: z.string().nullable(),
  /** Whether the client can approve or decline it now. */
  awaitingAnswer: z.boolean(),
});
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

/** An invoice as its link shows it, signed out. */
export const publicInvoiceSchema = z.object({
  kind: z.literal('invoice'),
  expiresAt: z.string(),
  invoice: invoiceSchema,
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const publicDocumentSchema = z.discriminatedUnion('kind', [publicEstimateSchema, publicInvoiceSchema]);
z.globalRegistry.add(publicDocumentSchema, { id: 'PublicDocument' });
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const approveEstimateSchema = z.object({
  name: requiredText(documentMessages.nameRequired, 120),
});
export type ApproveEstimateInput = z.input<typeof approveEstimateSchema>;

export const declineEstimateSchema = z.object({
  note: requiredText(documentMessages.noteRequired, 2000),
});
export type DeclineEstimateInput = z.input<typeof declineEstimateSchema>;
