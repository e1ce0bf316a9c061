/**
 * Documents mailed to a client with a private link (docs/decisions/026): an estimate (a work
 * order, which the client approves or declines through the link) or an invoice.
 */
export const documentKinds = ['estimate', 'invoice'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentResponses = ['approved', 'declined'] as const;
export type DocumentResponse = (typeof documentResponses)[number];

/** How long a mailed link opens its document. */
export const documentLinkDays = 30;
/** Random bytes in a link's token (base64url: 43 characters). */
export const documentTokenBytes = 32;
export const documentTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The page a link opens, outside the signed-in app. */
export const documentLinkPath = (token: string) => `/d/${token}`;

export function documentLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + documentLinkDays * 24 * 60 * 60 * 1000);
}

export type DocumentLinkState = 'active' | 'expired' | 'revoked';

/** Whether a link still opens its document at `now`. */
export function documentLinkState(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): DocumentLinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export const documentMessages = {
  notFound: 'This link is not valid. Ask the shop for a new one.',
  expired: 'This link has expired. Ask the shop to send the document again.',
  revoked: 'This link was withdrawn by the shop. Ask the shop to send the document again.',
  notEstimate: 'Only an estimate can be approved or declined',
  alreadyAnswered: 'This estimate was already answered',
  notPending: 'This estimate is no longer waiting for approval',
  estimateNotSendable: 'Only draft work orders and those pending approval can be sent as an estimate',
  invoiceNotSendable: 'A void invoice cannot be sent',
  emailRequired: 'Enter the address to send it to',
  invalidEmail: 'Enter a valid email address',
  nameRequired: 'Type your name to approve',
  noteRequired: 'Say why you decline',
  nothingToRevoke: 'There is no link to revoke',
} as const;

/** The mail's default subject: what the send modal starts from. */
export function defaultDocumentSubject(kind: DocumentKind, number: string, shopName: string): string {
  return kind === 'estimate' ? `Estimate ${number} from ${shopName}` : `Invoice ${number} from ${shopName}`;
}

/** The mail's default message: what the send modal starts from. */
export function defaultDocumentMessage(kind: DocumentKind, number: string): string {
  return kind === 'estimate'
    ? `Please find estimate ${number} attached. You can review it and approve or decline it online.`
    : `Please find invoice ${number} attached. You can see what is owed and what was paid online.`;
}
