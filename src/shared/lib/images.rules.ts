/** Image uploads: PNG, JPG, GIF or WebP, at most 10 MB. */
export const maxImageBytes = 10 * 1024 * 1024;
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const imageMessages = {
  notAnImage: 'Please upload an image file',
  tooLarge: 'Image size should be less than 10MB',
  uploadFailed: 'Failed to upload image',
} as const;

/** The browser's first check before uploading; the server checks the bytes again. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/') || !(acceptedImageTypes as readonly string[]).includes(file.type)) {
    return imageMessages.notAnImage;
  }
  if (file.size > maxImageBytes) return imageMessages.tooLarge;
  return null;
}
