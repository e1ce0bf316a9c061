/**
 * The whole-account export (docs/decisions/025): one ZIP of everything a team holds. The file's
 * name is `pitboard-<team>-<date>.zip`, the team's name written in plain ASCII letters, digits and
 * dashes so that every browser and file system keeps it as it is.
 */
export function accountExportFileName(teamName: string, day: string): string {
  const slug = teamName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `pitboard-${slug || 'team'}-${day}.zip`;
}

/** Where an uploaded file named by a key column (a car's image, a repair's photo, the logo) sits in the archive. */
export function archivedFilePath(storageKey: string): string {
  return `files/${storageKey}`;
}

/** What the Settings section says the archive holds. */
export const accountExportContents = [
  'A CSV file per kind of record (cars, service items, events, clients, work orders, invoices, inventory …), headed by the column names, with every id and reference as stored',
  'The uploaded images and photos, under files/',
  'A README.md describing each file and its columns',
] as const;
