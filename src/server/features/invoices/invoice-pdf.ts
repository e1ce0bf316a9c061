import type { Invoice } from '@shared/invoices/invoices.contract';
import { invoiceStatusLabels, invoiceTaxLabel } from '@shared/invoices/invoices.rules';
import { paymentKindLabels, paymentMethodLabels } from '@shared/invoices/payments.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { chargeKindLabels } from '@shared/work-orders/work-orders.rules';
import { isLabourLine } from '@shared/work-orders/line-prices.rules';
import { multiplierLabel } from '@shared/work-orders/pricing-tier.rules';
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
} from './pdf-layout';

/** Who the invoice is for, as the PDF prints it. */
export type InvoiceRecipient = PdfRecipient;

const columns = { description: margin, quantity: 330, unit: 390, total: 470 } as const;

function quantityText(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2);
}

/**
 * The invoice as a PDF (US Letter): the shop (logo, name, address, contacts, tax id), the client,
 * every work order with its lines, subtotal, tax, total, the due date and terms, and where to
 * pay (remit-to), in a Unicode font so every name prints.
 */
export async function renderInvoicePdf(invoice: Invoice, logo: Buffer | null = null): Promise<Buffer> {
  const { shop } = invoice;
  const { doc, done } = await startPdf({ Title: `Invoice ${invoice.number}`, Author: shop.name });

  const row = (cells: { description: string; quantity?: string; unit?: string; total: string }, bold = false) => {
    ensureRoom(doc, 16);
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

  // Header: the shop as it issued the invoice, and the invoice.
  const shopBottom = drawShopHeader(doc, shop, logo);
  const facts = [
    `Status: ${invoiceStatusLabels[invoice.status]}`,
    `Issue date: ${formatDate(invoice.issueDate)}`,
    `Due date: ${formatDate(invoice.dueDate)}`,
    `Terms: ${invoice.terms}`,
  ];
  if (invoice.paidDate) facts.push(`Paid: ${formatDate(invoice.paidDate)}`);
  if (invoice.creditNote) {
    const { number, issueDate } = invoice.creditNote;
    facts.push(`Voided by credit note ${number} on ${formatDate(issueDate)}`);
  }
  drawDocumentHeading(doc, `Invoice ${invoice.number}`, facts);
  drawBillTo(doc, invoice.billTo, shopBottom);

  // Lines, per work order.
  row({ description: 'Description', quantity: 'Qty', unit: 'Unit', total: 'Amount' }, true);
  drawRule(doc);
  for (const workOrder of invoice.workOrders) {
    ensureRoom(doc, 40);
    doc.moveDown(0.4);
    row({ description: `${workOrder.number}: ${workOrder.title} (${workOrder.carName})`, total: '' }, true);
    const lines = [
      ...workOrder.eventCharges.map((c) => ({ kind: 'event' as const, ...c, unitCents: c.unitRateCents })),
      ...workOrder.serviceCharges.map((c) => ({ kind: 'service' as const, ...c, unitCents: c.unitRateCents })),
      ...workOrder.partsCharges.map((c) => ({ kind: 'parts' as const, ...c, unitCents: c.unitPriceCents })),
      ...workOrder.damageCharges.map((c) => ({ kind: 'damage' as const, ...c, unitCents: c.unitRateCents })),
    ];
    const multiplier = multiplierLabel(workOrder.pricingTier ?? 'standard', workOrder.pricingMultiplier ?? 1);
    for (const line of lines) {
      const multiplied = multiplier && isLabourLine(line) ? ` (${multiplier})` : '';
      row({
        description: `${chargeKindLabels[line.kind]}: ${line.description}${multiplied}`,
        quantity: quantityText(line.quantity),
        unit: formatCents(line.unitCents),
        total: formatCents(line.totalCents),
      });
    }
    row({ description: `Work order total`, total: formatCents(workOrder.totalCents) }, true);
  }

  // Totals.
  ensureRoom(doc, 80);
  doc.moveDown(0.6);
  drawRule(doc, columns.unit);
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
  ensureRoom(doc, 60);
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
