import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether Debian's poppler-utils (pdftoppm, pdftotext, pdfimages) are installed. */
export function missingPopplerTools(): string[] {
  return ['pdftoppm', 'pdftotext', 'pdfimages'].filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
}

export interface ReadPdf {
  /** pdftotext's reading of every page (`-layout`). */
  text: string;
  /** How many images the document embeds (pdfimages -list). */
  imageCount: number;
  /** Whether pdftoppm rendered the first page to a PNG. */
  rendered: boolean;
}

/**
 * Reads a PDF back as poppler does: renders its first page with pdftoppm (kept in `keepPngAs` when
 * given, to look at), extracts its text with pdftotext and counts its images with pdfimages.
 */
export function readPdf(bytes: Buffer, keepPngAs?: string): ReadPdf {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, bytes);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const png = fs.readdirSync(dir).find((name) => name.endsWith('.png'));
    const rendered = png !== undefined && fs.readFileSync(path.join(dir, png)).subarray(1, 4).toString() === 'PNG';
    if (png && keepPngAs) fs.copyFileSync(path.join(dir, png), keepPngAs);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    const list = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n');
    return { text, imageCount: Math.max(0, list.length - 2), rendered };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
