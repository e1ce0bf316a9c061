import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/lib/app-error';
import { storeImage } from './images';
import { createMemoryStorage } from './storage';

describe('storeImage', () => {
  it('re-encodes a real image without metadata and makes a thumbnail', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    const storage = createMemoryStorage();
    const stored = await storeImage(storage, 'team-1/cars', png);
    const image = await storage.get(stored.imageKey);
    expect(image?.contentType).toBe('image/webp');
    const meta = await sharp(image?.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await storage.get(stored.thumbnailKey)).not.toBeNull();
  });

  it('refuses bytes that are not an image, whatever the name says', async () => {
    const storage = createMemoryStorage();
    await expect(storeImage(storage, 'team-1/cars', Buffer.from('<svg onload=alert(1)>'))).rejects.toThrow(AppError);
    await expect(storeImage(storage, 'team-1/cars', Buffer.from('%PDF-1.4 not an image'))).rejects.toThrow(
      'Please upload an image file',
    );
  });
});
