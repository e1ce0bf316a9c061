import type { Readable } from 'node:stream';
import { logbookSectionTitles, type LogbookEntry, type LogbookKind } from '@shared/car-logbook/car-logbook.rules';
import { formatDate, todayIso } from '@shared/lib/dates';
import { milesToDisplay } from '@shared/preferences/preferences.rules';
import { pdfFonts, registerPdfFonts } from '../../platform/pdf-fonts';
import type { CarLogbook } from './car-logbook.service';

const margin = 40;
const pageWidth = 612; // US Letter, as the invoices.
const footerHeight = 24;
/** Longest Details cell the PDF prints (the CSV keeps it whole): a row stays shorter than a page. */
const detailsLimit = 600;

/** The table's columns, left to right, filling the page between the margins. */
const columns = [
  { key: 'date', label: 'Date', width: 56 },
  { key: 'title', label: 'Title', width: 124 },
  { key: 'details', label: 'Details', width: 180 },
  { key: 'hours', label: 'Hours', width: 38, align: 'right' },
  { key: 'distance', label: 'Distance', width: 56, align: 'right' },
  { key: 'by', label: 'By', width: 78 },
] as const;
const cellGap = 4;

type ColumnKey = (typeof columns)[number]['key'];

/**
 * The logbook as a PDF (US Letter, portrait): the car and its owner, then a heading and a table
 * per section, a page number in every footer. Written while the history is read, page by page of
 * rows, so the document streams out and a car with years of history is never held whole.
 */
export async function streamLogbookPdf(logbook: CarLogbook): Promise<Readable> {
  // Loaded with the first PDF, as the invoice's: the library is a noticeable part of a start.
  const { default: PDFDocument } = await import('pdfkit');
  const { car } = logbook;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin, left: margin, right: margin, bottom: margin + footerHeight },
    info: { Title: `${car.name}: logbook`, Author: logbook.teamName },
  });
  registerPdfFonts(doc);

  let pageNumber = 0;
  const footer = () => {
    pageNumber += 1;
    const { x, y } = doc;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // Writing in the footer must not start another page.
    doc
      .font(pdfFonts.regular)
      .fontSize(8)
      .fillColor('#555555')
      .text(`${car.name} · Logbook · Page ${pageNumber}`, margin, doc.page.height - margin - 10, {
        width: pageWidth - 2 * margin,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.fillColor('#000000');
    doc.x = x;
    doc.y = y;
  };
  doc.on('pageAdded', footer);
  footer();

  const bottomEdge = () => doc.page.height - doc.page.margins.bottom;
  const distanceText = (miles: number | null) =>
    miles === null ? '' : milesToDisplay(miles, logbook.distanceUnit === 'km').toFixed(1);
  const cellText = (entry: LogbookEntry, key: ColumnKey): string => {
    switch (key) {
      case 'date':
        return formatDate(entry.date);
      case 'title':
        return entry.title;
      case 'details':
        return entry.details.length > detailsLimit ? `${entry.details.slice(0, detailsLimit - 1)}…` : entry.details;
      case 'hours':
        return entry.hours === null ? '' : entry.hours.toFixed(1);
      case 'distance':
        return distanceText(entry.distanceMiles);
      case 'by':
        return entry.by ?? '';
    }
  };

  /** One row of cells; `header` draws the column labels on a grey band. */
  const row = (texts: Record<ColumnKey, string>, header = false) => {
    doc.font(header ? pdfFonts.bold : pdfFonts.regular).fontSize(8);
    const height =
      Math.max(...columns.map((c) => doc.heightOfString(texts[c.key] || ' ', { width: c.width - cellGap }))) + 4;
    const y = doc.y;
    if (header)
      doc
        .rect(margin, y - 1, pageWidth - 2 * margin, height)
        .fill('#e8e8e8')
        .fillColor('#000000');
    let x = margin;
    for (const c of columns) {
      doc.text(texts[c.key], x, y + 1, {
        width: c.width - cellGap,
        align: 'align' in c ? c.align : 'left',
      });
      x += c.width;
    }
    doc.y = y + height;
    if (!header) {
      doc
        .moveTo(margin, doc.y - 1)
        .lineTo(pageWidth - margin, doc.y - 1)
        .lineWidth(0.5)
        .strokeColor('#cccccc')
        .stroke();
    }
    doc.x = margin;
  };
  const headerTexts = Object.fromEntries(
    columns.map((c) => [c.key, c.key === 'distance' ? (logbook.distanceUnit === 'km' ? 'Km' : 'Miles') : c.label]),
  ) as Record<ColumnKey, string>;

  const heading = (kind: LogbookKind, continued: boolean) => {
    doc.x = margin;
    doc
      .font(pdfFonts.bold)
      .fontSize(12)
      .text(`${logbookSectionTitles[kind]}${continued ? ' (continued)' : ''}`, margin, doc.y, {
        width: pageWidth - 2 * margin,
      });
    doc.moveDown(0.3);
  };

  const entryRow = (kind: LogbookKind, entry: LogbookEntry) => {
    const texts = Object.fromEntries(columns.map((c) => [c.key, cellText(entry, c.key)])) as Record<ColumnKey, string>;
    doc.font(pdfFonts.regular).fontSize(8);
    const height =
      Math.max(...columns.map((c) => doc.heightOfString(texts[c.key] || ' ', { width: c.width - cellGap }))) + 4;
    if (doc.y + height > bottomEdge()) {
      doc.addPage();
      heading(kind, true);
      row(headerTexts, true);
    }
    row(texts);
  };

  // The cover block: the car, its owner, its figures today.
  doc
    .font(pdfFonts.bold)
    .fontSize(20)
    .text(car.name, margin, margin, { width: pageWidth - 2 * margin });
  doc
    .font(pdfFonts.regular)
    .fontSize(10)
    .fillColor('#555555')
    .text(`Logbook · ${logbook.teamName} · printed ${formatDate(todayIso())}`);
  doc.fillColor('#000000').moveDown(0.6);
  const facts: [string, string][] = [
    ['Client', car.clientName ?? ''],
    ['Vehicle', [car.year, car.make, car.model].filter(Boolean).join(' ')],
    ['Colour', car.color ?? ''],
    ['Transponder', car.transponderNumber ?? ''],
    ['Hours', car.hours.toFixed(1)],
    [`Distance (${logbook.distanceUnit === 'km' ? 'km' : 'mi'})`, distanceText(car.miles)],
    ['Purchased', formatDate(car.purchaseDate)],
    ['Logbook expires', formatDate(car.logbookExpiration)],
    ['Belts expire', formatDate(car.beltsExpiration)],
    ['Fire bottle expires', formatDate(car.fireBottleExpiration)],
    ['Archived', car.archivedAt ? formatDate(car.archivedAt) : ''],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts.filter(([, value]) => value !== '')) {
    const y = doc.y;
    doc.font(pdfFonts.bold).text(label, margin, y, { width: 120 });
    doc.font(pdfFonts.regular).text(value, margin + 120, y, { width: pageWidth - 2 * margin - 120 });
    doc.x = margin;
  }
  doc.moveDown(1);

  const write = async () => {
    let current: LogbookKind | null = null;
    for await (const page of logbook.pages()) {
      if (page.kind !== current) {
        current = page.kind;
        // A heading, the column labels and a first row stay together on a page.
        if (doc.y + 60 > bottomEdge()) doc.addPage();
        else if (doc.y > margin + 10) doc.moveDown(0.8);
        heading(page.kind, false);
        if (page.entries.length === 0) {
          doc.font(pdfFonts.regular).fontSize(9).fillColor('#555555').text('None recorded.', margin);
          doc.fillColor('#000000');
          continue;
        }
        row(headerTexts, true);
      }
      for (const entry of page.entries) entryRow(page.kind, entry);
    }
    doc.end();
  };
  write().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
