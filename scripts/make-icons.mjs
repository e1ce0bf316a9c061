// The installable app's icons, drawn from the favicon (src/web/public/favicon.svg).
// Usage: node scripts/make-icons.mjs   (writes the PNGs into src/web/public; they are committed)
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** The favicon's own background (its rounded square), which full-bleed icons fill to the edges. */
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!background) throw new Error('favicon.svg has no filled background square');

/**
 * The favicon on a full square of its background, drawn at `scale` of the side: a maskable icon's
 * logo must stay inside the middle 80% circle, which the platform may cut out of any shape.
 */
function fullBleed(scale) {
  const side = 64 * scale;
  const offset = (64 - side) / 2;
  const inner = favicon.replace('<svg ', `<svg x="${offset}" y="${offset}" width="${side}" height="${side}" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>${inner}</svg>`;
}

const icons = [
  // "any" purpose: the favicon as it is, rounded corners included.
  { file: 'pwa-192x192.png', size: 192, svg: favicon },
  { file: 'pwa-512x512.png', size: 512, svg: favicon },
  { file: 'maskable-512x512.png', size: 512, svg: fullBleed(0.72) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.86) },
];

for (const { file, size, svg } of icons) {
  // The SVG is 64 units wide: rasterise it at the density that makes it `size` pixels.
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(publicDir, file), png);
  console.log(`✓ ${file} (${size}×${size}, ${png.length} bytes)`);
}
