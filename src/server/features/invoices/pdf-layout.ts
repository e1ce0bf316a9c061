import type { Invoice } from '@shared/invoices/invoices.contract';
import { pdfFonts, registerPdfFonts } from '../../platform/pdf-fonts';

/**
 * What the shop's documents (invoice, client statement) share: US Letter pages with a 50 pt
 * margin, the Unicode fonts, the shop's identity in the header and the bill-to block.
 */
export type PdfDoc = PDFKit.PDFDocument;

export const pdfMargin = 50;
export const pdfRightEdge = 562;

/** The shop as a document's header prints it. */
export type PdfShop = Pick<Invoice['shop'], 'name' | 'addressLines' | 'phone' | 'email' | 'taxId'>;
/** Who a document is for. */
export type PdfRecipient = Invoice['billTo'];

/** A new document with the fonts registered, and the bytes it will have once `doc.end()` is called. */
export async function startPdf(info: {
  Title: string;
  Author: string;
}): Promise<{ doc: PdfDoc; done: Promise<Buffer> }> {
  // Loaded with the first PDF: the PDF library is a noticeable part of the server's start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: pdfMargin, info });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Starts a new page when `height` more points would not fit. */
export function ensureRoom(doc: PdfDoc, height: number): void {
  if (doc.y + height > doc.page.height - pdfMargin) doc.addPage();
}

/** The header's left side: the shop's logo, name, address, phone, e-mail and tax id. Answers its bottom. */
export function drawShopHeader(doc: PdfDoc, shop: PdfShop, logo: Buffer | null): number {
  const shopWidth = 260;
  let y = pdfMargin;
  if (logo) {
    doc.image(logo, pdfMargin, y, { fit: [150, 60] });
    y += 66;
  }
  doc.font(pdfFonts.bold).fontSize(16).text(shop.name, pdfMargin, y, { width: shopWidth });
  doc.font(pdfFonts.regular).fontSize(9).fillColor('#444444');
  for (const line of shop.addressLines) doc.text(line, { width: shopWidth });
  if (shop.phone) doc.text(shop.phone, { width: shopWidth });
  if (shop.email) doc.text(shop.email, { width: shopWidth });
  if (shop.taxId) doc.text(`Tax ID: ${shop.taxId}`, { width: shopWidth });
  doc.fillColor('#000000');
  return doc.y;
}

/** The header's right side: the document's title and its facts, one a line. */
export function drawDocumentHeading(doc: PdfDoc, title: string, facts: string[]): void {
  const right = { x: 330, width: pdfRightEdge - 330, align: 'right' as const };
  doc.font(pdfFonts.bold).fontSize(16).text(title, right.x, pdfMargin, right);
  doc.font(pdfFonts.regular).fontSize(10);
  facts.forEach((fact, i) => doc.text(fact, right.x, doc.y + (i === 0 ? 2 : 0), right));
}

/** "Bill to" (or `label`) and the recipient's name, address and contacts, below both header columns. */
export function drawBillTo(doc: PdfDoc, recipient: PdfRecipient, headerBottom: number, label = 'Bill to'): void {
  doc.x = pdfMargin;
  doc.y = Math.max(doc.y, headerBottom) + 20;
  doc.font(pdfFonts.bold).fontSize(11).text(label, pdfMargin);
  doc.font(pdfFonts.regular).fontSize(10).text(recipient.name);
  for (const line of recipient.addressLines) doc.text(line);
  if (recipient.email) doc.text(recipient.email);
  if (recipient.phone) doc.text(recipient.phone);
  doc.moveDown(1);
}

/** A thin rule across from `x` to the right edge at the current line. */
export function drawRule(doc: PdfDoc, x = pdfMargin): void {
  doc.moveTo(x, doc.y).lineTo(pdfRightEdge, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.3);
}
