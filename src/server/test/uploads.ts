import sharp from 'sharp';

const boundary = '----pitboard-test-boundary';

/** A multipart body with one file in the field `image`, and its content type, for `inject`. */
export function imageUpload(file: Buffer, filename = 'car.png', contentType = 'image/png') {
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small red PNG. */
export const pngBytes = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#d8070b' } })
    .png()
    .toBuffer();
