import type { Invoice } from '@shared/invoices/invoices.contract';
import { invoiceStatusLabels, invoiceTaxLabel } from '@shared/invoices/invoices.rules';
import { paymentKindLabels, paymentMethodLabels } from '@shared/invoices/payments.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { chargeKindLabels } from '@shared/work-orders/work-orders.rules';
import { pdfFonts, registerPdfFonts } from '../../platform/pdf-fonts';

/** Who the invoice is for, as the PDF prints it. */
export type InvoiceRecipient = Invoice['billTo'];

const margin = 50;
const columns = { description: margin, quantity: 330, unit: 390, total: 470 } as const;
const rightEdge = 562;

function quantityText(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2);
}

/**
 * The invoice as a PDF (US Letter): the shop (logo, name, address, contacts, tax id), the client,
 * every work order with its lines, subtotal, tax, total, the due date and terms, and where to
 * pay (remit-to), in a Unicode font so every name prints.
 */
export async function renderInvoicePdf(invoice: Invoice, logo: Buffer | null = null): Promise<Buffer> {
  const recipient = invoice.billTo;
  // Loaded with the first invoice PDF: the PDF library is a noticeable part of the server's start.
  const { default: PDFDocument } = await import('pdfkit');
  const { shop } = invoice;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    info: { Title: `Invoice ${invoice.number}`, Author: shop.name },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - margin) doc.addPage();
  };
  const row = (cells: { description: string; quantity?: string; unit?: string; total: string }, bold = false) => {
    ensureRoom(16);
    const y = doc.y;
    doc.font(bold ? pdfFonts.bold : pdfFonts.regular).fontSize(10);
    doc.text(cells.description, columns.description, y, { width: columns.quantity - columns.description - 10 });
    const after = doc.y;
    if (cells.quantity) doc.text(cells.quantity, columns.quantity, y, { width: 50, align: 'right' });
    if (cells.unit) doc.text(cells.unit, columns.unit, y, { width: 70, align: 'right' });
    doc.text(cells.total, columns.total, y, { width: rightEdge - columns.total, align: 'right' });
    doc.y = Math.max(after, y + 14);
    doc.x = margin;
  };

  // Header, left: the shop as it issued the invoice.
  const shopWidth = 260;
  let y = margin;
  if (logo) {
    doc.image(logo, margin, y, { fit: [150, 60] });
    y += 66;
  }
  doc.font(pdfFonts.bold).fontSize(16).text(shop.name, margin, y, { width: shopWidth });
  doc.font(pdfFonts.regular).fontSize(9).fillColor('#444444');
  for (const line of shop.addressLines) doc.text(line, { width: shopWidth });
  if (shop.phone) doc.text(shop.phone, { width: shopWidth });
  if (shop.email) doc.text(shop.email, { width: shopWidth });
  if (shop.taxId) doc.text(`Tax ID: ${shop.taxId}`, { width: shopWidth });
  doc.fillColor('#000000');
  const shopBottom = doc.y;

  // Header, right: the invoice.
  const right = { x: 330, width: rightEdge - 330, align: 'right' as const };
  doc.font(pdfFonts.bold).fontSize(16).text(`Invoice ${invoice.number}`, right.x, margin, right);
  doc.font(pdfFonts.regular).fontSize(10);
  doc.text(`Status: ${invoiceStatusLabels[invoice.status]}`, right.x, doc.y + 2, right);
  doc.text(`Issue date: ${formatDate(invoice.issueDate)}`, right.x, doc.y, right);
  doc.text(`Due date: ${formatDate(invoice.dueDate)}`, right.x, doc.y, right);
  doc.text(`Terms: ${invoice.terms}`, right.x, doc.y, right);
  if (invoice.paidDate) doc.text(`Paid: ${formatDate(invoice.paidDate)}`, right.x, doc.y, right);
  if (invoice.creditNote) {
    const { number, issueDate } = invoice.creditNote;
    doc.text(`Voided by credit note ${number} on ${formatDate(issueDate)}`, right.x, doc.y, right);
  }

  // Bill to.
  doc.x = margin;
  doc.y = Math.max(doc.y, shopBottom) + 20;
  doc.font(pdfFonts.bold).fontSize(11).text('Bill to', margin);
  doc.font(pdfFonts.regular).fontSize(10).text(recipient.name);
  for (const line of recipient.addressLines) doc.text(line);
  if (recipient.email) doc.text(recipient.email);
  if (recipient.phone) doc.text(recipient.phone);
  doc.moveDown(1);

  // Lines, per work order.
  row({ description: 'Description', quantity: 'Qty', unit: 'Unit', total: 'Amount' }, true);
  doc.moveTo(margin, doc.y).lineTo(rightEdge, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.3);
  for (const workOrder of invoice.workOrders) {
    ensureRoom(40);
    doc.moveDown(0.4);
    row({ description: `${workOrder.number}: ${workOrder.title} (${workOrder.carName})`, total: '' }, true);
    const lines = [
      ...workOrder.eventCharges.map((c) => ({ kind: 'event' as const, ...c, unitCents: c.unitRateCents })),
      ...workOrder.serviceCharges.map((c) => ({ kind: 'service' as const, ...c, unitCents: c.unitRateCents })),
      ...workOrder.partsCharges.map((c) => ({ kind: 'parts' as const, ...c, unitCents: c.unitPriceCents })),
      ...workOrder.damageCharges.map((c) => ({ kind: 'damage' as const, ...c, unitCents: c.unitRateCents })),
    ];
    for (const line of lines) {
      row({
        description: `${chargeKindLabels[line.kind]}: ${line.description}`,
        quantity: quantityText(line.quantity),
        unit: formatCents(line.unitCents),
        total: formatCents(line.totalCents),
      });
    }
    row({ description: `Work order total`, total: formatCents(workOrder.totalCents) }, true);
  }

  // Totals.
  ensureRoom(80);
  doc.moveDown(0.6);
  doc.moveTo(columns.unit, doc.y).lineTo(rightEdge, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.3);
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? pdfFonts.bold : pdfFonts.regular).fontSize(bold ? 12 : 10);
    doc.text(label, 230, y, { width: 230, align: 'right' });
    doc.text(value, columns.total, y, { width: rightEdge - columns.total, align: 'right' });
    doc.x = margin;
  };
  total('Subtotal', formatCents(invoice.subtotalCents));
  total(invoiceTaxLabel(invoice.taxRatePercent), formatCents(invoice.taxCents));
  total('Total', formatCents(invoice.totalCents), true);
  if (invoice.payments.length > 0) {
    doc.moveDown(0.2);
    for (const payment of invoice.payments) {
      const label = `${paymentKindLabels[payment.kind]} ${formatDate(payment.paidOn)} (${paymentMethodLabels[payment.method]})`;
      total(label, formatCents(payment.kind === 'refund' ? payment.amountCents : -payment.amountCents));
    }
    total('Balance due', formatCents(invoice.balanceCents), true);
  }

  // Terms and remit-to.
  doc.moveDown(1.2);
  ensureRoom(60);
  doc
    .font(pdfFonts.regular)
    .fontSize(10)
    .text(`Payment due by ${formatDate(invoice.dueDate)} (${invoice.terms}).`, margin);
  doc.moveDown(0.6);
  doc.font(pdfFonts.bold).fontSize(10).text('Remit to', margin);
  doc.font(pdfFonts.regular).fontSize(10).text(shop.name, margin);
  for (const line of shop.addressLines) doc.text(line, margin);
  if (shop.paymentInstructions) doc.moveDown(0.3).text(shop.paymentInstructions, margin, doc.y, { width: 500 });
  if (invoice.notes) doc.moveDown(0.8).text(invoice.notes, margin, doc.y, { width: 500 });

  doc.end();
  return done;
}
