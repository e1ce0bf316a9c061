import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@shared/lib/app-error';
import { imageMessages, maxImageBytes } from '@shared/lib/images.rules';
import type { Storage } from './storage';

const acceptedFormats = new Set(['png', 'jpeg', 'gif', 'webp']);

export interface StoredImage {
  imageKey: string;
  thumbnailKey: string;
}

const notAnImage = () => AppError.validation(imageMessages.notAnImage, { image: imageMessages.notAnImage });

/**
 * Reads the one file of a multipart request; an oversized file is refused with the spec's
 * message, a request that is no well-formed multipart body (no boundary, cut off before its
 * end) with the spec's image message.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAnImage();
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxImageBytes, files: 1 } });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new AppError('payload_too_large', imageMessages.tooLarge);
    throw notAnImage();
  }
  if (!file) throw notAnImage();
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413 || file.file.truncated) {
      throw new AppError('payload_too_large', imageMessages.tooLarge);
    }
    throw notAnImage();
  }
  if (file.file.truncated || data.length > maxImageBytes)
    throw new AppError('payload_too_large', imageMessages.tooLarge);
  return data;
}

/**
 * Checks by content that the bytes are a PNG, JPEG, GIF or WebP image (the file name and the
 * declared type are not trusted), re-encodes it without metadata and makes a list thumbnail.
 */
export async function storeImage(storage: Storage, prefix: string, data: Buffer): Promise<StoredImage> {
  // Loaded on the first upload: the image library is a noticeable part of the server's start.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !acceptedFormats.has(format)) throw notAnImage();
  const id = crypto.randomUUID();
  let image: Buffer;
  let thumbnail: Buffer;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped. A file whose header
    // reads well but whose pixels are cut off or corrupt fails here: it is no image either.
    image = await sharp(data, { animated: false })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    thumbnail = await sharp(data, { animated: false })
      .rotate()
      .resize({ width: 320, height: 240, fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
  const stored = { imageKey: `${prefix}/${id}.webp`, thumbnailKey: `${prefix}/${id}-thumb.webp` };
  const puts = await Promise.allSettled([
    storage.put(stored.imageKey, image, 'image/webp'),
    storage.put(stored.thumbnailKey, thumbnail, 'image/webp'),
  ]);
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    // Neither file is used: the one that was stored, and one whose write timed out but may still
    // land, are removed without holding the answer (the store has just failed to answer).
    void deleteImage(storage, stored);
    throw failed.reason;
  }
  return stored;
}

/**
 * Removes an image's files, both at once. Never fails: a file the store could not remove is unused
 * space, while the rows that pointed at it are already gone or were never written.
 */
export async function deleteImage(storage: Storage, image: Partial<StoredImage>): Promise<void> {
  const keys = [image.imageKey, image.thumbnailKey].filter((key): key is string => Boolean(key));
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/**
 * Writes the row that points at a just-stored image; when that write fails (or refuses, returning
 * undefined), the image's files are removed, so no file is left that nothing points at.
 */
export async function pointAtStoredImage<T>(
  storage: Storage,
  stored: StoredImage,
  write: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let written: T | undefined;
  try {
    written = await write();
  } catch (err) {
    await deleteImage(storage, stored);
    throw err;
  }
  if (written === undefined) await deleteImage(storage, stored);
  return written;
}

/** The URL the web app loads a stored file from. */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/api/files/${key}` : null;
}
