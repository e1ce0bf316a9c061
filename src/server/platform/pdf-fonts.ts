import { createRequire } from 'node:module';

/**
 * Unicode fonts for the PDFs the server writes. pdfkit's standard fonts (Helvetica …) only know
 * WinAnsi, so a name such as "Zażółć Gęślą Jaźń" prints wrong with them; DejaVu Sans (from the
 * `dejavu-fonts-ttf` package, read from node_modules at run time) covers Latin, Greek and Cyrillic,
 * and pdfkit embeds only the glyphs a document uses.
 */
const require = createRequire(import.meta.url);

/** The names a document registered by `registerPdfFonts` uses with `doc.font(…)`. */
export const pdfFonts = { regular: 'Sans', bold: 'Sans-Bold' } as const;

const fontFiles = {
  [pdfFonts.regular]: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  [pdfFonts.bold]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

/** The font files' paths, resolved once. */
let resolved: Record<string, string> | undefined;

function fontPaths(): Record<string, string> {
  resolved ??= Object.fromEntries(Object.entries(fontFiles).map(([name, file]) => [name, require.resolve(file)]));
  return resolved;
}

/** What `registerPdfFonts` needs of a pdfkit document. */
interface FontRegistry {
  registerFont(name: string, src: string): unknown;
  font(name: string): unknown;
}

/** Registers the Unicode fonts on a pdfkit document and selects the regular one. */
export function registerPdfFonts(doc: FontRegistry): void {
  for (const [name, file] of Object.entries(fontPaths())) doc.registerFont(name, file);
  doc.font(pdfFonts.regular);
}
