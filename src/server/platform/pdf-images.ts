import type { Storage } from './storage';

/**
 * A stored image (kept as WebP, which PDF readers cannot show) as a PNG that pdfkit can embed, at
 * most `width` pixels wide; null when the file is gone or unreadable, so the document prints without it.
 */
export async function pdfImageOf(storage: Storage, key: string | null, width = 480): Promise<Buffer | null> {
  if (!key) return null;
  const file = await storage.get(key).catch(() => null);
  if (!file) return null;
  // Loaded with the first logo: the image library is a noticeable part of the server's start.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(file.data).resize({ width, withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}
