import type { Invoice, InvoiceWorkOrder } from '@shared/invoices/invoices.contract';
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
  type PdfShop,
} from './pdf-layout';

/** Who the invoice is for, as the PDF prints it. */
export type InvoiceRecipient = PdfRecipient;

const columns = { description: margin, quantity: 330, unit: 390, total: 470 } as const;

function quantityText(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2);
}

/** A billing document (an invoice, an estimate) as the PDF prints it. */
export interface BillingPdf {
  /** "Invoice INV-2026-001", "Estimate WO-2026-001". */
  title: string;
  shop: PdfShop;
  /** Right of the shop, under the title: status, dates, terms. */
  headerLines: string[];
  recipientLabel: string;
  recipient: InvoiceRecipient;
  workOrders: Omit<InvoiceWorkOrder, 'id' | 'carId'>[];
  /** Under the lines, right-aligned: subtotal, tax, total, payments, balance. */
  totals: { label: string; value: string; bold?: boolean }[];
  /** Paragraphs after the totals, each with an optional heading. */
  footer: { heading?: string; lines: string[] }[];
}

/**
 * The invoice as a PDF (US Letter): the shop (logo, name, address, contacts, tax id), the client,
 * every work order with its lines, subtotal, tax, total, the due date and terms, and where to
 * pay (remit-to), in a Unicode font so every name prints.
 */
export async function renderInvoicePdf(invoice: Invoice, logo: Buffer | null = null): Promise<Buffer> {
  const { shop } = invoice;
  const headerLines = [
    `Status: ${invoiceStatusLabels[invoice.status]}`,
    `Issue date: ${formatDate(invoice.issueDate)}`,
    `Due date: ${formatDate(invoice.dueDate)}`,
    `Terms: ${invoice.terms}`,
  ];
  if (invoice.paidDate) headerLines.push(`Paid: ${formatDate(invoice.paidDate)}`);
  if (invoice.creditNote) {
    const { number, issueDate } = invoice.creditNote;
    headerLines.push(`Voided by credit note ${number} on ${formatDate(issueDate)}`);
  }
  const totals: BillingPdf['totals'] = [
    { label: 'Subtotal', value: formatCents(invoice.subtotalCents) },
    { label: invoiceTaxLabel(invoice.taxRatePercent), value: formatCents(invoice.taxCents) },
    { label: 'Total', value: formatCents(invoice.totalCents), bold: true },
  ];
  if (invoice.payments.length > 0) {
    for (const payment of invoice.payments) {
      totals.push({
        label: `${paymentKindLabels[payment.kind]} ${formatDate(payment.paidOn)} (${paymentMethodLabels[payment.method]})`,
        value: formatCents(payment.kind === 'refund' ? payment.amountCents : -payment.amountCents),
      });
    }
    totals.push({ label: 'Balance due', value: formatCents(invoice.balanceCents), bold: true });
  }
  const footer: BillingPdf['footer'] = [
    { lines: [`Payment due by ${formatDate(invoice.dueDate)} (${invoice.terms}).`] },
    { heading: 'Remit to', lines: [shop.name, ...shop.addressLines] },
  ];
  if (shop.paymentInstructions) footer.push({ lines: [shop.paymentInstructions] });
  if (invoice.notes) footer.push({ lines: [invoice.notes] });
  return renderBillingPdf(
    {
      title: `Invoice ${invoice.number}`,
      shop,
      headerLines,
      recipientLabel: 'Bill to',
      recipient: invoice.billTo,
      workOrders: invoice.workOrders,
      totals,
      footer,
    },
    logo,
  );
}

/**
 * A billing document as a PDF (US Letter): the shop (logo, name, address, contacts, tax id), the
 * client, every work order with its lines (labour lines with the work order's rush, weekend or
 * holiday multiplier), the totals and the closing paragraphs, in a Unicode font so every name
 * prints.
 */
export async function renderBillingPdf(document: BillingPdf, logo: Buffer | null = null): Promise<Buffer> {
  const { doc, done } = await startPdf({ Title: document.title, Author: document.shop.name });

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

  // Header: the shop as it issued the document, and the document.
  const shopBottom = drawShopHeader(doc, document.shop, logo);
  drawDocumentHeading(doc, document.title, document.headerLines);
  drawBillTo(doc, document.recipient, shopBottom, document.recipientLabel);

  // Lines, per work order.
  row({ description: 'Description', quantity: 'Qty', unit: 'Unit', total: 'Amount' }, true);
  drawRule(doc);
  for (const workOrder of document.workOrders) {
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
  for (const line of document.totals) total(line.label, line.value, line.bold);

  // Closing paragraphs: terms, remit-to, notes.
  doc.moveDown(0.6);
  for (const paragraph of document.footer) {
    ensureRoom(doc, 40);
    doc.moveDown(0.6);
    if (paragraph.heading) doc.font(pdfFonts.bold).fontSize(10).text(paragraph.heading, margin);
    doc.font(pdfFonts.regular).fontSize(10);
    for (const line of paragraph.lines) doc.text(line, margin, doc.y, { width: 500 });
  }

  doc.end();
  return done;
}
