import type { DocumentSending, PublicDocument, SendDocument } from '@shared/document-links/document-links.contract';
import {
  defaultDocumentMessage,
  defaultDocumentSubject,
  documentMessages,
} from '@shared/document-links/document-links.rules';
import { AppError } from '@shared/lib/app-error';
import { formatDate } from '@shared/lib/dates';
import { contextOfMember, transaction, type RequestContext } from '../auth/request-context';
import type { PublicDb } from '../db/team-db';
import {
  getLatestSending,
  issueDocumentLink,
  openDocumentLink,
  recordDocumentResponse,
  revokeDocumentLinks,
  type DocumentTarget,
  type OpenedLink,
} from '../features/document-links/document-links.service';
import { getEstimatePdf, getInvoice, getInvoicePdf, markInvoiceMailed } from '../features/invoices/invoices.service';
import { getShopDocumentIdentity } from '../features/team/shop-identity.service';
import { getWorkOrder, markEstimateSent, recordClientAnswer } from '../features/work-orders/work-orders.service';
import type { MailMessage, MailQueue } from '../platform/mail';
import type { Storage } from '../platform/storage';

/*
 * Documents that reach the client (docs/decisions/026). Sending an estimate (a work order) or an
 * invoice is one transaction: the document's status (a draft estimate waits for approval, a draft
 * invoice is sent), its new private link (the record of when and to whom) and the mail in the
 * outbox with the PDF attached commit together, so a keyed retry that replays the answer sends
 * nothing twice. The client's answer to an estimate through its link moves the work order and
 * tells the member who sent it, by mail, in the same transaction.
 */

export interface SendDocumentDeps {
  mail: MailQueue;
  storage: Storage;
  baseUrl: string;
}

/** What a document's mail says: the user's words (or the defaults), the link and its expiry. */
function documentMail(
  input: SendDocument,
  document: { kind: DocumentTarget['kind']; number: string; shopName: string },
  link: { url: string; expiresAt: string },
  attachment: { fileName: string; pdf: Buffer },
): MailMessage {
  const message = input.message ?? defaultDocumentMessage(document.kind, document.number);
  return {
    to: input.to,
    subject: input.subject ?? defaultDocumentSubject(document.kind, document.number, document.shopName),
    text: [
      message,
      '',
      `Open it online (the link works until ${formatDate(link.expiresAt)}): ${link.url}`,
      '',
      document.shopName,
    ].join('\n'),
    attachments: [{ filename: attachment.fileName, contentType: 'application/pdf', content: attachment.pdf }],
  };
}

/** Runs `work` in one transaction and then what it left for after the commit (the outbox's log line). */
async function withMail<T>(
  ctx: RequestContext,
  work: (ctx: RequestContext, afterCommit: (effect: () => void) => void) => Promise<T>,
): Promise<T> {
  const effects: (() => void)[] = [];
  const result = await transaction(ctx, (ctx) => work(ctx, (effect) => effects.push(effect)));
  for (const effect of effects) effect();
  return result;
}

/** Send estimate: the work order (draft or pending approval) mailed to the client with its PDF and link. */
export async function sendEstimate(
  deps: SendDocumentDeps,
  ctx: RequestContext,
  workOrderId: string,
  input: SendDocument,
  now = new Date(),
): Promise<DocumentSending> {
  return withMail(ctx, async (ctx, afterCommit) => {
    await markEstimateSent(ctx, workOrderId);
    const workOrder = await getWorkOrder(ctx, workOrderId);
    const shop = await getShopDocumentIdentity(ctx);
    const pdf = await getEstimatePdf(deps.storage, ctx, workOrderId);
    const { path, sending } = await issueDocumentLink(ctx, { kind: 'estimate', workOrderId }, input.to, now);
    const mail = documentMail(
      input,
      { kind: 'estimate', number: workOrder.number, shopName: shop.name },
      { url: `${deps.baseUrl}${path}`, expiresAt: sending.expiresAt },
      pdf,
    );
    await deps.mail.queue(ctx.team.db, mail, afterCommit);
    return sending;
  });
}

/** Send invoice: the invoice (not void) mailed to the client with its PDF and link; a draft becomes sent. */
export async function sendInvoiceByMail(
  deps: SendDocumentDeps,
  ctx: RequestContext,
  invoiceId: string,
  input: SendDocument,
  now = new Date(),
): Promise<DocumentSending> {
  return withMail(ctx, async (ctx, afterCommit) => {
    await markInvoiceMailed(ctx, invoiceId, now);
    const pdf = await getInvoicePdf(deps.storage, ctx, invoiceId);
    const invoice = await getInvoice(ctx, invoiceId);
    const { path, sending } = await issueDocumentLink(ctx, { kind: 'invoice', invoiceId }, input.to, now);
    const mail = documentMail(
      input,
      { kind: 'invoice', number: invoice.number, shopName: invoice.shop.name },
      { url: `${deps.baseUrl}${path}`, expiresAt: sending.expiresAt },
      pdf,
    );
    await deps.mail.queue(ctx.team.db, mail, afterCommit);
    return sending;
  });
}

/** The document exists in the team (404 otherwise). */
async function assertDocument(ctx: RequestContext, target: DocumentTarget): Promise<void> {
  if (target.kind === 'estimate') await getWorkOrder(ctx, target.workOrderId);
  else await getInvoice(ctx, target.invoiceId);
}

/** When and to whom the document was last sent, and the client's answer; null if never sent. */
export async function getDocumentSending(ctx: RequestContext, target: DocumentTarget): Promise<DocumentSending | null> {
  await assertDocument(ctx, target);
  return getLatestSending(ctx, target);
}

/** Revoke link: the document's links stop opening it. */
export async function revokeDocumentLink(ctx: RequestContext, target: DocumentTarget): Promise<DocumentSending> {
  return transaction(ctx, async (ctx) => {
    await assertDocument(ctx, target);
    return revokeDocumentLinks(ctx, target);
  });
}

/** The document as its link shows it (the shop's logo is left out: its file is not public). */
async function publicDocumentOf(opened: OpenedLink): Promise<PublicDocument> {
  const { ctx, target } = opened;
  if (target.kind === 'invoice') {
    const invoice = await getInvoice(ctx, target.invoiceId);
    return {
      kind: 'invoice',
      expiresAt: opened.expiresAt,
      invoice: { ...invoice, shop: { ...invoice.shop, logoUrl: null } },
    };
  }
  const [workOrder, shop] = await Promise.all([getWorkOrder(ctx, target.workOrderId), getShopDocumentIdentity(ctx)]);
  const { logoKey: _logo, defaultTerms: _terms, ...shopLines } = shop;
  return {
    kind: 'estimate',
    expiresAt: opened.expiresAt,
    shop: { ...shopLines, logoUrl: null },
    clientName: workOrder.clientName,
    status: workOrder.status,
    requestedDate: workOrder.requestedDate,
    description: workOrder.description,
    workOrder: {
      number: workOrder.number,
      title: workOrder.title,
      carName: workOrder.carName,
      totalCents: workOrder.estimatedTotalCents,
      eventCharges: workOrder.eventCharges,
      serviceCharges: workOrder.serviceCharges,
      partsCharges: workOrder.partsCharges,
      damageCharges: workOrder.damageCharges,
    },
    clientApprovedAt: workOrder.clientApprovedAt,
    clientApprovedBy: workOrder.clientApprovedBy,
    declinedNote: opened.response?.kind === 'declined' ? opened.response.note : null,
    awaitingAnswer: workOrder.status === 'pending_approval' && opened.response === null,
  };
}

/** GET a document by its link, signed out. */
export async function getPublicDocument(publicDb: PublicDb, token: string): Promise<PublicDocument> {
  return publicDocumentOf(await openDocumentLink(publicDb, token));
}

/** The document's PDF by its link, signed out. */
export async function getPublicDocumentPdf(
  deps: Pick<SendDocumentDeps, 'storage'>,
  publicDb: PublicDb,
  token: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { ctx, target } = await openDocumentLink(publicDb, token);
  return target.kind === 'estimate'
    ? getEstimatePdf(deps.storage, ctx, target.workOrderId)
    : getInvoicePdf(deps.storage, ctx, target.invoiceId);
}

/** Where the answer came from: kept with it. */
export interface AnswerOrigin {
  address: string | null;
  userAgent: string | null;
}

/**
 * The client approves the estimate (with the name they typed) or declines it (with a note): the
 * answer is kept on the link, the work order moves (approved with client_approved_at and
 * client_approved_by, or back to draft), and the member who sent it gets a mail. 409 when the
 * estimate was answered already or no longer waits for approval.
 */
export async function answerEstimate(
  deps: Pick<SendDocumentDeps, 'mail' | 'baseUrl'>,
  publicDb: PublicDb,
  token: string,
  answer: { approved: true; name: string } | { approved: false; note: string },
  origin: AnswerOrigin,
  now = new Date(),
): Promise<PublicDocument> {
  const opened = await openDocumentLink(publicDb, token, now);
  const { target } = opened;
  if (target.kind !== 'estimate') throw AppError.conflict(documentMessages.notEstimate);
  await withMail(opened.ctx, async (ctx, afterCommit) => {
    await recordDocumentResponse(ctx, opened.id, {
      response: answer.approved ? 'approved' : 'declined',
      name: answer.approved ? answer.name : null,
      note: answer.approved ? null : answer.note,
      at: now,
      ...origin,
    });
    await recordClientAnswer(
      ctx,
      target.workOrderId,
      answer.approved ? { approved: true, name: answer.name, at: now } : { approved: false },
    );
    const sender = ctx.userId ? await contextOfMember(ctx.team.db, ctx.teamId, ctx.userId) : null;
    if (!sender) return;
    const workOrder = await getWorkOrder(ctx, target.workOrderId);
    const what = answer.approved
      ? `${answer.name} approved estimate ${workOrder.number}`
      : `${workOrder.clientName} declined estimate ${workOrder.number}`;
    await deps.mail.queue(
      ctx.team.db,
      {
        to: sender.ctx.email,
        subject: `${what} (${workOrder.title})`,
        text: [
          `${what}: ${workOrder.title} (${workOrder.carName}).`,
          ...(answer.approved ? [] : [`Their note: ${answer.note}`]),
          '',
          `See the work order: ${deps.baseUrl}/work-orders/${workOrder.id}`,
        ].join('\n'),
      },
      afterCommit,
    );
  });
  return publicDocumentOf({
    ...opened,
    response: answer.approved ? { kind: 'approved', note: null } : { kind: 'declined', note: answer.note },
  });
}
