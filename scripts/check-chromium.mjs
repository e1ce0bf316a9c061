// The end-to-end tests drive Debian's Chromium; say so at once when it is missing.
import fs from 'node:fs';

export const chromiumPath = '/usr/bin/chromium';

export function assertChromium() {
  if (fs.existsSync(chromiumPath)) return;
  console.error(
    `\n✖ Chromium was not found at ${chromiumPath}.\n` +
      "  The end-to-end tests drive Debian's Chromium. Install it with:\n\n" +
      '      sudo apt-get install -y chromium\n',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) assertChromium();
