// Build stamps: a build records a hash of its inputs next to its output, and is skipped while the
// inputs still hash the same.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** Every file of the given files and folders (relative to the project root), test files left out. */
function listFiles(inputs) {
  const files = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && !isTestFile(entry.name)) files.push(path.join(entry.parentPath, entry.name));
      }
    } else {
      files.push(full);
    }
  }
  return files.map((f) => path.relative(root, f)).sort();
}

function readStamp(stampFile) {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Compares the inputs (files and folders, and extra values such as environment variables that the
 * build reads) with the stamp of the last build. Names count as well as contents, so a file that
 * is renamed, added or removed is a change. Contents are hashed only when a file's size or time
 * differs from the stamp's; when they still hash the same, the stamp takes the new times.
 * `write()` records the inputs as they were at this check: call it after a successful build.
 */
export function checkStamp(stampFile, inputs, extra = []) {
  const files = listFiles(inputs);
  const times = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = fs.statSync(path.join(root, file));
    times.update(`${file}\0${size}\0${mtimeMs}\0`);
  }
  for (const value of extra) times.update(`${value}\0`);
  const meta = times.digest('hex');
  const stamp = readStamp(stampFile);
  if (stamp?.meta === meta) return { current: true, write() {} };

  const contents = createHash('sha256');
  for (const file of files) {
    contents.update(`${file}\0`);
    contents.update(fs.readFileSync(path.join(root, file)));
    contents.update('\0');
  }
  for (const value of extra) contents.update(`${value}\0`);
  const hash = contents.digest('hex');
  const write = () => {
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, `${JSON.stringify({ hash, meta })}\n`);
  };
  if (stamp?.hash !== hash) return { current: false, write };
  write();
  return { current: true, write };
}
