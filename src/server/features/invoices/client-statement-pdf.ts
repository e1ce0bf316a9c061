import { statementLineLabel, type Statement } from '@shared/invoices/statement.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { pdfFonts } from '../../platform/pdf-fonts';
import {
  drawBillTo,
  drawDocumentHeading,
  drawRule,
  drawShopHeader,
  ensureRoom,
  pdfMargin as margin,
  pdfRightEdge as rightEdge,
  startPdf,
  type PdfRecipient,
  type PdfShop,
} from './pdf-layout';

/** What a client statement prints: the shop now, the client now, the day it is issued and its lines. */
export interface ClientStatementDocument {
  shop: PdfShop & { paymentInstructions: string | null };
  billTo: PdfRecipient;
  issuedOn: string;
  statement: Statement;
}

const columns = { date: margin, item: 118, charges: 352, credits: 422, balance: 492 } as const;
const amountWidth = 66;

/**
 * A client's statement as a PDF (US Letter), sendable as it is: the shop's identity as the
 * invoice prints it, the bill-to, the period, every invoice, payment, refund and credit note with
 * the running balance, the closing balance and its aging (current, 1–30, 31–60, 61–90, over 90
 * days), and where to pay.
 */
export async function renderClientStatementPdf(
  document: ClientStatementDocument,
  logo: Buffer | null = null,
): Promise<Buffer> {
  const { shop, statement } = document;
  const { from, to } = statement.period;
  const { doc, done } = await startPdf({ Title: `Statement for ${document.billTo.name}`, Author: shop.name });

  const shopBottom = drawShopHeader(doc, shop, logo);
  drawDocumentHeading(doc, 'Statement', [
    `Date: ${formatDate(document.issuedOn)}`,
    from ? `Period: ${formatDate(from)} – ${formatDate(to)}` : `Open items as of ${formatDate(to)}`,
    `Balance due: ${formatCents(statement.closingBalanceCents)}`,
  ]);
  drawBillTo(doc, document.billTo, shopBottom);

  const row = (
    cells: { date: string; item: string; charges?: string; credits?: string; balance: string },
    bold = false,
  ) => {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc.font(bold ? pdfFonts.bold : pdfFonts.regular).fontSize(9.5);
    doc.text(cells.date, columns.date, y, { width: columns.item - columns.date - 6 });
    doc.text(cells.item, columns.item, y, { width: columns.charges - columns.item - 6 });
    const after = doc.y;
    if (cells.charges) doc.text(cells.charges, columns.charges, y, { width: amountWidth, align: 'right' });
    if (cells.credits) doc.text(cells.credits, columns.credits, y, { width: amountWidth, align: 'right' });
    doc.text(cells.balance, columns.balance, y, { width: rightEdge - columns.balance, align: 'right' });
    doc.y = Math.max(after, y + 13);
    doc.x = margin;
  };

  row({ date: 'Date', item: 'Item', charges: 'Charges', credits: 'Credits', balance: 'Balance' }, true);
  drawRule(doc);
  if (from) {
    row({ date: formatDate(from), item: 'Opening balance', balance: formatCents(statement.openingBalanceCents) });
  }
  for (const line of statement.lines) {
    const amount = formatCents(Math.abs(line.amountCents));
    row({
      date: formatDate(line.date),
      item: statementLineLabel(line),
      ...(line.amountCents >= 0 ? { charges: amount } : { credits: amount }),
      balance: formatCents(line.balanceCents),
    });
  }
  if (statement.lines.length === 0) {
    row({ date: '', item: from ? 'Nothing in this period' : 'No open items', balance: '' });
  }
  drawRule(doc);
  row({ date: '', item: 'Closing balance', balance: formatCents(statement.closingBalanceCents) }, true);

  // Aging of what is owed on the last day.
  ensureRoom(doc, 60);
  doc.moveDown(1);
  doc
    .font(pdfFonts.bold)
    .fontSize(10)
    .text(`Aging on ${formatDate(to)}`, margin);
  doc.moveDown(0.3);
  const width = (rightEdge - margin) / (statement.aging.length + 1);
  const agingRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    doc.font(bold ? pdfFonts.bold : pdfFonts.regular).fontSize(9.5);
    cells.forEach((cell, i) => doc.text(cell, margin + i * width, y, { width: width - 6, align: 'right' }));
    doc.x = margin;
  };
  agingRow([...statement.aging.map((a) => a.label), 'Total'], true);
  agingRow(
    [...statement.aging.map((a) => formatCents(a.balanceCents)), formatCents(statement.closingBalanceCents)],
    false,
  );

  // Where to pay.
  doc.moveDown(1.2);
  ensureRoom(doc, 50);
  doc.font(pdfFonts.bold).fontSize(10).text('Remit to', margin);
  doc.font(pdfFonts.regular).fontSize(10).text(shop.name, margin);
  for (const line of shop.addressLines) doc.text(line, margin);
  if (shop.paymentInstructions) doc.moveDown(0.3).text(shop.paymentInstructions, margin, doc.y, { width: 500 });

  doc.end();
  return done;
}
