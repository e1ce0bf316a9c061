import { createHash, randomBytes } from 'node:crypto';
import type { DocumentSending } from '@shared/document-links/document-links.contract';
import {
  documentLinkExpiry,
  documentLinkPath,
  documentLinkState,
  documentMessages,
  documentTokenBytes,
  documentTokenPattern,
  type DocumentKind,
  type DocumentResponse,
} from '@shared/document-links/document-links.rules';
import { AppError } from '@shared/lib/app-error';
import { contextOfVisitor, type RequestContext } from '../../auth/request-context';
import type { PublicDb } from '../../db/team-db';
import {
  findLatestLink,
  findLinkByTokenHash,
  insertDocumentLink,
  lockLink,
  revokeLinksOf,
  updateLinkResponse,
  type DocumentLinkRow,
  type DocumentTarget,
} from './document-links.repository';

export type { DocumentTarget } from './document-links.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toSending(row: DocumentLinkRow, now: Date): DocumentSending {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    sentTo: row.sentTo,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    linkState: documentLinkState(row, now),
    response: row.response as DocumentResponse | null,
    respondedName: row.respondedName,
    respondedNote: row.respondedNote,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/**
 * A new private link to the document, mailed to `sentTo` (the record of the sending): the links
 * sent before stop working. Answers the link's path (with its token, which is not kept) and the
 * sending. Part of the caller's transaction.
 */
export async function issueDocumentLink(
  ctx: RequestContext,
  target: DocumentTarget,
  sentTo: string,
  now: Date,
): Promise<{ path: string; sending: DocumentSending }> {
  await revokeLinksOf(ctx.team, target, now);
  const token = randomBytes(documentTokenBytes).toString('base64url');
  const row = await insertDocumentLink(ctx.team, {
    kind: target.kind,
    workOrderId: target.kind === 'estimate' ? target.workOrderId : null,
    invoiceId: target.kind === 'invoice' ? target.invoiceId : null,
    tokenHash: hashToken(token),
    sentTo,
    sentBy: ctx.userId,
    expiresAt: documentLinkExpiry(now),
    createdAt: now,
    updatedAt: now,
  });
  return { path: documentLinkPath(token), sending: toSending(row, now) };
}

/** When and to whom the document was last sent, and what became of its link; null if never. */
export async function getLatestSending(
  ctx: RequestContext,
  target: DocumentTarget,
  now = new Date(),
): Promise<DocumentSending | null> {
  const row = await findLatestLink(ctx.team, target);
  return row ? toSending(row, now) : null;
}

/** Revoke link: the document's links stop working (409 when none works). */
export async function revokeDocumentLinks(
  ctx: RequestContext,
  target: DocumentTarget,
  now = new Date(),
): Promise<DocumentSending> {
  const latest = await findLatestLink(ctx.team, target);
  if (!latest || documentLinkState(latest, now) !== 'active') throw AppError.conflict(documentMessages.nothingToRevoke);
  await revokeLinksOf(ctx.team, target, now);
  return toSending({ ...latest, revokedAt: now }, now);
}

/** What a working link opens: the document and a context of its team for a visitor. */
export interface OpenedLink {
  id: string;
  target: DocumentTarget;
  expiresAt: string;
  response: { kind: DocumentResponse; note: string | null } | null;
  ctx: RequestContext;
}

/**
 * The document behind a token, while its link works: 404 for an unknown token (and one that is
 * not a token), and for an expired or revoked link with a message that says so.
 */
export async function openDocumentLink(publicDb: PublicDb, token: string, now = new Date()): Promise<OpenedLink> {
  if (!documentTokenPattern.test(token)) throw new AppError('not_found', documentMessages.notFound);
  const found = await findLinkByTokenHash(publicDb, hashToken(token));
  if (!found) throw new AppError('not_found', documentMessages.notFound);
  const { link } = found;
  const state = documentLinkState(link, now);
  if (state !== 'active') throw new AppError('not_found', documentMessages[state]);
  return {
    id: link.id,
    target:
      link.kind === 'estimate'
        ? { kind: 'estimate', workOrderId: link.workOrderId ?? '' }
        : { kind: 'invoice', invoiceId: link.invoiceId ?? '' },
    expiresAt: link.expiresAt.toISOString(),
    response: link.response ? { kind: link.response as DocumentResponse, note: link.respondedNote } : null,
    ctx: contextOfVisitor(found.team, found.teamName, link.sentBy),
  };
}

/**
 * Records the client's answer on the link it came through: 409 when the link has one already.
 * Part of the caller's transaction (the link is locked first, so two answers take turns).
 */
export async function recordDocumentResponse(
  ctx: RequestContext,
  linkId: string,
  answer: {
    response: DocumentResponse;
    name: string | null;
    note: string | null;
    at: Date;
    address: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  const link = await lockLink(ctx.team, linkId);
  if (!link) throw new AppError('not_found', documentMessages.notFound);
  if (link.response) throw AppError.conflict(documentMessages.alreadyAnswered);
  await updateLinkResponse(ctx.team, linkId, {
    response: answer.response,
    respondedName: answer.name,
    respondedNote: answer.note,
    respondedAt: answer.at,
    respondedAddress: answer.address,
    respondedUserAgent: answer.userAgent,
  });
}
