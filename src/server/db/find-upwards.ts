import fs from 'node:fs';
import path from 'node:path';

/**
 * `<dir>/<relative>` for the first of `fromDir` and its parents where it exists, else
 * `<fromDir>/<relative>`. Files the server reads beside its code (the migrations, the database
 * thread's script) lie next to the module in the sources and at the top of the compiled server's
 * folder, whose chunks sit in a folder below.
 */
export function findUpwards(fromDir: string, relative: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, relative))) return path.join(dir, relative);
    if (path.dirname(dir) === dir) return path.join(fromDir, relative);
  }
}
