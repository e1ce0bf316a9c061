import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages } from '@shared/auth/permissions.rules';
import type { DocumentSending, LatestSending, PublicDocument } from '@shared/document-links/document-links.contract';
import { documentMessages } from '@shared/document-links/document-links.rules';
import type { Invoice } from '@shared/invoices/invoices.contract';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { documentLinks, outboxEmails } from '../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../features/event-cars/event-cars.test-fixtures';
import { invoiceVia } from '../features/invoices/invoices.test-fixtures';
import {
  createWorkOrderVia,
  moveWorkOrderVia,
  workOrderBody,
  workOrderBodyTotalCents,
} from '../features/work-orders/work-orders.test-fixtures';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fu: RacingFixtures;
let fo: RacingFixtures;

const missingId = '00000000-0000-4000-8000-000000000000';
const unknownToken = 'A'.repeat(43);

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  fu = await insertRacingFixtures(t.db, u.teamId);
  fo = await insertRacingFixtures(t.db, other.teamId);
});
afterAll(() => t.close());

function errorOf(res: { json<T>(): T }) {
  return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}

const refsOf = (f: RacingFixtures) => ({ clientId: f.client.id, carId: f.clientCar.id });
const draftOf = (user: TestUser, f: RacingFixtures, title = 'Race weekend support') =>
  createWorkOrderVia(t, user, workOrderBody(refsOf(f), { title }));

const send = (user: TestUser | null, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.request(user, { method: 'POST', url, payload, headers });
const sendEstimate = (user: TestUser | null, id: string, payload: object = { to: 'pat@example.com' }) =>
  send(user, `/api/work-orders/${id}/sendings`, payload);
const sendInvoice = (user: TestUser | null, id: string, payload: object = { to: 'pat@example.com' }) =>
  send(user, `/api/invoices/${id}/sendings`, payload);

/** The newest mail to `to` in the outbox. */
async function lastMailTo(to: string) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
const mailsTo = async (to: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to))
  )[0]?.n;

/** The token of the link in the newest mail to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  const mail = await lastMailTo(to);
  const token = /\/d\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return token;
}

const openLink = (token: string) => t.request(null, { method: 'GET', url: `/api/documents/${token}` });
const answer = (token: string, kind: 'approve' | 'decline', payload: object) =>
  t.request(null, { method: 'POST', url: `/api/documents/${token}/${kind}`, payload });
const workOrderOf = async (user: TestUser, id: string) =>
  (await t.request(user, { method: 'GET', url: `/api/work-orders/${id}` })).json<WorkOrder>();

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-sent-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('send estimate', () => {
  it('answers 401 signed out, 404 for another team’s or a missing work order, 403 to a track technician', async () => {
    const theirs = await draftOf(other, fo);
    expect((await sendEstimate(null, theirs.id)).statusCode).toBe(401);
    for (const id of [theirs.id, missingId]) {
      expect((await sendEstimate(u, id)).statusCode).toBe(404);
      expect((await send(u, `/api/work-orders/${id}/sendings/revoke`, {})).statusCode).toBe(404);
      expect((await t.request(u, { method: 'GET', url: `/api/work-orders/${id}/sendings/latest` })).statusCode).toBe(
        404,
      );
    }
    expect((await workOrderOf(other, theirs.id)).status).toBe('draft');
    const tech = await t.signUp();
    const f = await insertRacingFixtures(t.db, tech.teamId);
    const order = await draftOf(tech, f);
    await t.setRole(tech, 'track_technician');
    const res = await sendEstimate(tech, order.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(permissionMessages.send_documents);
  });

  it('answers 400 with the field message for a missing or bad address, and sends nothing', async () => {
    const order = await draftOf(u, fu);
    for (const [payload, message] of [
      [{}, documentMessages.emailRequired],
      [{ to: '' }, documentMessages.emailRequired],
      [{ to: 'not-an-address' }, documentMessages.invalidEmail],
    ] as const) {
      const res = await sendEstimate(u, order.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields?.to).toBe(message);
    }
    expect((await workOrderOf(u, order.id)).status).toBe('draft');
    expect(await mailsTo('not-an-address')).toBe(0);
  });

  it('mails the estimate with its PDF and a link, moves the draft to pending approval, and records the sending', async () => {
    const order = await draftOf(u, fu, 'Gearbox rebuild');
    const to = 'estimate-1@example.com';
    const res = await sendEstimate(u, order.id, { to, subject: 'Your gearbox', message: 'Here it is.' });
    expect(res.statusCode, res.body).toBe(201);
    const sending = res.json<DocumentSending>();
    expect(sending).toMatchObject({ kind: 'estimate', sentTo: to, linkState: 'active', response: null });
    const days = (Date.parse(sending.expiresAt) - Date.parse(sending.sentAt)) / 86_400_000;
    expect(days).toBe(30);
    expect((await workOrderOf(u, order.id)).status).toBe('pending_approval');

    const mail = await lastMailTo(to);
    expect(mail.subject).toBe('Your gearbox');
    expect(mail.text).toContain('Here it is.');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    const text = pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(text).toContain(`Estimate ${order.number}`);
    expect(text).toContain('Gearbox rebuild');
    expect(text).toContain('$1,701.00');

    const latest = await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}/sendings/latest` });
    expect(latest.json<LatestSending>().sending).toMatchObject({ id: sending.id, sentTo: to });
    // Only the hash of the token is kept.
    const token = await tokenMailedTo(to);
    const [row] = await t.db.select().from(documentLinks).where(eq(documentLinks.id, sending.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
  });

  it('refuses (409) a work order that is approved, and sends nothing', async () => {
    const order = await draftOf(u, fu);
    await moveWorkOrderVia(t, u, order.id, ['pending_approval', 'approved']);
    const res = await sendEstimate(u, order.id, { to: 'approved-wo@example.com' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(documentMessages.estimateNotSendable);
    expect(await mailsTo('approved-wo@example.com')).toBe(0);
  });

  it('sends once for a keyed retry: the same answer, one mail, one link', async () => {
    const order = await draftOf(u, fu);
    const to = 'keyed@example.com';
    const key = '3f1e4c2a-8d7b-4e6f-9a1b-2c3d4e5f6a7b';
    const first = await send(u, `/api/work-orders/${order.id}/sendings`, { to }, { 'idempotency-key': key });
    const again = await send(u, `/api/work-orders/${order.id}/sendings`, { to }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json<DocumentSending>().id).toBe(first.json<DocumentSending>().id);
    expect(await mailsTo(to)).toBe(1);
    const links = await t.db.select().from(documentLinks).where(eq(documentLinks.workOrderId, order.id));
    expect(links).toHaveLength(1);
  });

  it('sending again issues a new link; the earlier one stops working', async () => {
    const order = await draftOf(u, fu);
    const to = 'twice@example.com';
    await sendEstimate(u, order.id, { to });
    const first = await tokenMailedTo(to);
    await sendEstimate(u, order.id, { to });
    const second = await tokenMailedTo(to);
    expect(second).not.toBe(first);
    const old = await openLink(first);
    expect(old.statusCode).toBe(404);
    expect(errorOf(old).message).toBe(documentMessages.revoked);
    expect((await openLink(second)).statusCode).toBe(200);
  });
});

describe('the estimate by its link, signed out', () => {
  it('shows the shop, the lines and the total, and nothing of another team', async () => {
    const order = await draftOf(u, fu, 'Suspension setup');
    await sendEstimate(u, order.id, { to: 'viewer@example.com' });
    const res = await openLink(await tokenMailedTo('viewer@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const document = res.json<PublicDocument>();
    if (document.kind !== 'estimate') throw new Error('not an estimate');
    expect(document).toMatchObject({
      status: 'pending_approval',
      awaitingAnswer: true,
      workOrder: { number: order.number, title: 'Suspension setup', totalCents: workOrderBodyTotalCents },
    });
    expect(document.workOrder.partsCharges).toHaveLength(1);
    expect(document.shop.name).toBeTruthy();
    expect(res.body).not.toContain(other.teamId);
    expect(res.body).not.toContain(fo.client.id);
  });

  it('answers 404 for an unknown token and for something that is not a token', async () => {
    for (const token of [unknownToken, 'short', 'x'.repeat(90)]) {
      const res = await openLink(token);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(documentMessages.notFound);
      expect((await t.request(null, { method: 'GET', url: `/api/documents/${token}/pdf` })).statusCode).toBe(404);
      expect((await answer(token, 'approve', { name: 'Pat' })).statusCode).toBe(404);
    }
  });

  it('serves the PDF through the token', async () => {
    const order = await draftOf(u, fu);
    await sendEstimate(u, order.id, { to: 'pdf-viewer@example.com' });
    const token = await tokenMailedTo('pdf-viewer@example.com');
    const res = await t.request(null, { method: 'GET', url: `/api/documents/${token}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain(`Estimate ${order.number}`);
  });

  it('approves with the typed name: the work order is approved by that name, and the sender is told', async () => {
    const order = await draftOf(u, fu, 'Clutch job');
    await sendEstimate(u, order.id, { to: 'approver@example.com' });
    const token = await tokenMailedTo('approver@example.com');
    const res = await t.request(null, {
      method: 'POST',
      url: `/api/documents/${token}/approve`,
      payload: { name: '  Łukasz Wójcik-Řezáč ' },
      headers: { 'user-agent': 'Test browser' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PublicDocument>()).toMatchObject({
      status: 'approved',
      clientApprovedBy: 'Łukasz Wójcik-Řezáč',
      awaitingAnswer: false,
    });
    const saved = await workOrderOf(u, order.id);
    expect(saved.status).toBe('approved');
    expect(saved.clientApprovedBy).toBe('Łukasz Wójcik-Řezáč');
    expect(saved.clientApprovedAt).not.toBeNull();
    const latest = (
      await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}/sendings/latest` })
    ).json<LatestSending>().sending;
    expect(latest).toMatchObject({ response: 'approved', respondedName: 'Łukasz Wójcik-Řezáč' });
    const [row] = await t.db.select().from(documentLinks).where(eq(documentLinks.workOrderId, order.id));
    expect(row?.respondedUserAgent).toBe('Test browser');
    expect(row?.respondedAddress).toBeTruthy();
    const notice = await lastMailTo(u.email);
    expect(notice.subject).toContain(`Łukasz Wójcik-Řezáč approved estimate ${order.number}`);

    // A second answer is refused and changes nothing.
    for (const [kind, payload] of [
      ['approve', { name: 'Someone else' }],
      ['decline', { note: 'Changed my mind' }],
    ] as const) {
      const again = await answer(token, kind, payload);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe(documentMessages.alreadyAnswered);
    }
    expect((await workOrderOf(u, order.id)).clientApprovedBy).toBe('Łukasz Wójcik-Řezáč');
  });

  it('declines with a note: back to draft, the note shown to the shop', async () => {
    const order = await draftOf(u, fu);
    await sendEstimate(u, order.id, { to: 'decliner@example.com' });
    const token = await tokenMailedTo('decliner@example.com');
    const res = await answer(token, 'decline', { note: 'Too expensive for this season' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PublicDocument>()).toMatchObject({ declinedNote: 'Too expensive for this season' });
    expect((await workOrderOf(u, order.id)).status).toBe('draft');
    const latest = (
      await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}/sendings/latest` })
    ).json<LatestSending>().sending;
    expect(latest).toMatchObject({ response: 'declined', respondedNote: 'Too expensive for this season' });
  });

  it('answers 400 for a blank name or note, and changes nothing', async () => {
    const order = await draftOf(u, fu);
    await sendEstimate(u, order.id, { to: 'blank@example.com' });
    const token = await tokenMailedTo('blank@example.com');
    const noName = await answer(token, 'approve', { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).fields?.name).toBe(documentMessages.nameRequired);
    const noNote = await answer(token, 'decline', {});
    expect(noNote.statusCode).toBe(400);
    expect(errorOf(noNote).fields?.note).toBe(documentMessages.noteRequired);
    expect((await workOrderOf(u, order.id)).status).toBe('pending_approval');
  });

  it('refuses (409) to approve one the shop already moved on', async () => {
    const order = await draftOf(u, fu);
    await sendEstimate(u, order.id, { to: 'moved-on@example.com' });
    const token = await tokenMailedTo('moved-on@example.com');
    await moveWorkOrderVia(t, u, order.id, ['cancelled']);
    const res = await answer(token, 'approve', { name: 'Pat' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(documentMessages.notPending);
  });

  it('an expired link shows that it expired, and cannot approve', async () => {
    const order = await draftOf(u, fu);
    await sendEstimate(u, order.id, { to: 'expired@example.com' });
    const token = await tokenMailedTo('expired@example.com');
    await t.db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentLinks.workOrderId, order.id));
    const res = await openLink(token);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(documentMessages.expired);
    expect((await answer(token, 'approve', { name: 'Pat' })).statusCode).toBe(404);
    expect((await workOrderOf(u, order.id)).status).toBe('pending_approval');
    const latest = (
      await t.request(u, { method: 'GET', url: `/api/work-orders/${order.id}/sendings/latest` })
    ).json<LatestSending>().sending;
    expect(latest?.linkState).toBe('expired');
  });

  it('Revoke link: the link stops working; a second revoke answers 409', async () => {
    const order = await draftOf(u, fu);
    await sendEstimate(u, order.id, { to: 'revoked@example.com' });
    const token = await tokenMailedTo('revoked@example.com');
    const res = await send(u, `/api/work-orders/${order.id}/sendings/revoke`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DocumentSending>().linkState).toBe('revoked');
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(404);
    expect(errorOf(opened).message).toBe(documentMessages.revoked);
    const again = await send(u, `/api/work-orders/${order.id}/sendings/revoke`, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(documentMessages.nothingToRevoke);
  });
});

describe('send invoice', () => {
  it('answers 401, 404 for another team’s invoice, 403 to a track technician', async () => {
    const theirs = await invoiceVia(t, other, refsOf(fo));
    expect((await sendInvoice(null, theirs.id)).statusCode).toBe(401);
    for (const id of [theirs.id, missingId]) {
      expect((await sendInvoice(u, id)).statusCode).toBe(404);
      expect((await t.request(u, { method: 'GET', url: `/api/invoices/${id}/sendings/latest` })).statusCode).toBe(404);
      expect((await send(u, `/api/invoices/${id}/sendings/revoke`, {})).statusCode).toBe(404);
    }
    const tech = await t.signUp();
    const f = await insertRacingFixtures(t.db, tech.teamId);
    const invoice = await invoiceVia(t, tech, refsOf(f));
    await t.setRole(tech, 'track_technician');
    expect((await sendInvoice(tech, invoice.id)).statusCode).toBe(403);
  });

  it('mails the invoice with its PDF and link; the draft becomes sent; the link shows owed and paid', async () => {
    const invoice = await invoiceVia(t, u, refsOf(fu));
    const paid = await t.request(u, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { kind: 'deposit', amountCents: 50_000, paidOn: '2026-06-02', method: 'check', reference: '1042' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const to = 'invoice-1@example.com';
    const res = await sendInvoice(u, invoice.id, { to });
    expect(res.statusCode, res.body).toBe(201);
    const sent = (await t.request(u, { method: 'GET', url: `/api/invoices/${invoice.id}` })).json<Invoice>();
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();

    const mail = await lastMailTo(to);
    expect(mail.subject).toContain(`Invoice ${invoice.number}`);
    const [attachment] = mail.attachments ?? [];
    expect(attachment?.filename).toBe(`${invoice.number}.pdf`);
    expect(pdfText(Buffer.from(attachment?.content ?? '', 'base64'))).toContain(`Invoice ${invoice.number}`);

    const opened = await openLink(await tokenMailedTo(to));
    expect(opened.statusCode, opened.body).toBe(200);
    const document = opened.json<PublicDocument>();
    if (document.kind !== 'invoice') throw new Error('not an invoice');
    expect(document.invoice).toMatchObject({
      number: invoice.number,
      totalCents: invoice.totalCents,
      paidCents: 50_000,
      balanceCents: invoice.totalCents - 50_000,
    });
    expect(document.invoice.payments).toHaveLength(1);
    // An invoice's link does not approve anything.
    const approve = await answer(await tokenMailedTo(to), 'approve', { name: 'Pat' });
    expect(approve.statusCode).toBe(409);
    expect(errorOf(approve).message).toBe(documentMessages.notEstimate);
  });

  it('refuses (409) a void invoice', async () => {
    const invoice = await invoiceVia(t, u, refsOf(fu));
    const voided = await t.request(u, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/void`,
      payload: { reason: 'Wrong client' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const res = await sendInvoice(u, invoice.id, { to: 'void@example.com' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(documentMessages.invoiceNotSendable);
    expect(await mailsTo('void@example.com')).toBe(0);
  });
});
