import { z } from 'zod';
import { storableString } from '../lib/input-bounds';

/**
 * Importing records from a CSV file (docs/decisions/027-imports.md): the file's columns are mapped
 * to a kind's fields, every row is checked and shown (POST /api/imports/:kind/preview saves
 * nothing), and POST /api/imports/:kind saves every new row in one transaction, or none.
 */
export const importKinds = ['clients', 'cars', 'service-records', 'meter-readings', 'drivers', 'tracks'] as const;
export type ImportKind = (typeof importKinds)[number];

/** The kinds that land on one car (its service history and its meter readings). */
export const carImportKinds: readonly ImportKind[] = ['service-records', 'meter-readings'];

export const importKindLabels: Record<ImportKind, string> = {
  clients: 'Clients with their cars',
  cars: 'Cars',
  'service-records': "A car's service history",
  'meter-readings': "A car's meter readings",
  drivers: 'Drivers',
  tracks: 'Tracks',
};

/** The most rows and bytes one file may have. */
export const maxImportRows = 10_000;
export const maxImportBytes = 4 * 1024 * 1024;
/** The most columns a header row may have. */
export const maxImportColumns = 100;

export const importMessages = {
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  empty: 'The file is empty',
  noRows: 'The file has no rows below its header row',
  tooManyRows: (max: string) => `The file has more than ${max} rows; split it into smaller files`,
  tooLarge: (max: string) => `The file is larger than ${max}; split it into smaller files`,
  tooManyColumns: (max: number) => `The file has more than ${max} columns`,
  unmapped: (labels: readonly string[]) => `Choose a column for: ${labels.join(', ')}`,
  mappedTwice: (label: string) => `Only one column can be ${label}`,
  mappingLength: 'The column mapping does not match the file: check the file again',
  chooseCar: 'Choose one of your cars',
  refused: (rows: number, first: number) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors (first at row ${first}).`,
  sameAsRow: (line: number) => `Same as row ${line} of this file`,
  alreadyThere: 'Already imported',
} as const;

/** A column of the file mapped to a field of the kind, or null: not imported. */
export const importMappingSchema = z
  .array(z.string().max(40).nullable(), { error: 'The mapping must be a list of fields' })
  .max(maxImportColumns, importMessages.tooManyColumns(maxImportColumns));
z.globalRegistry.add(importMappingSchema, { id: 'ImportMapping' });
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importKindParams = z.object({
  kind: z.enum(importKinds, { error: `Choose one of: ${importKinds.join(', ')}` }),
});

/** The body of the preview and the import: the CSV text, and the mapping when the user chose one. */
export const importInputSchema = z.object({
  csv: storableString({ error: 'Upload or paste a CSV file' }).max(maxImportBytes, importMessages.tooLarge('4 MB')),
  /** Without it the team's saved mapping for the file's header row, else one guessed from its headers. */
  mapping: importMappingSchema.optional(),
  /** The car a service history or meter readings land on. */
  carId: z.uuid({ error: importMessages.chooseCar }).optional(),
});
z.globalRegistry.add(importInputSchema, { id: 'RecordImport' });
export type ImportInput = z.infer<typeof importInputSchema>;

export const importFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
});
export type ImportFieldInfo = z.infer<typeof importFieldSchema>;

export const importRowErrorSchema = z.object({ field: z.string().nullable(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importRowStatuses = ['new', 'existing', 'repeated', 'invalid'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

export const importPreviewRowSchema = z.object({
  /** The row's number in the file (the header row is row 1). */
  line: z.number().int(),
  /** The row's cells by field. */
  values: z.record(z.string(), z.string()),
  /** new: will be imported; existing: imported before; repeated: same as an earlier row; invalid: has errors. */
  status: z.enum(importRowStatuses),
  errors: z.array(importRowErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  kind: z.enum(importKinds),
  headers: z.array(z.string()),
  /** What the team's saved mappings are keyed by. */
  headerHash: z.string(),
  mapping: importMappingSchema,
  /** Where the mapping came from. */
  mappingSource: z.enum(['given', 'saved', 'guessed']),
  fields: z.array(importFieldSchema),
  fileErrors: z.array(z.string()),
  rows: z.array(importPreviewRowSchema),
  counts: z.object({
    new: z.number().int(),
    existing: z.number().int(),
    repeated: z.number().int(),
    invalid: z.number().int(),
  }),
  /** Every row can be imported (or is already there): the import is allowed. */
  valid: z.boolean(),
});
z.globalRegistry.add(importPreviewSchema, { id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  kind: z.enum(importKinds),
  imported: z.number().int(),
  /** Rows already imported before, or repeated in the file: not added again. */
  skipped: z.number().int(),
});
z.globalRegistry.add(importResultSchema, { id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

export const savedMappingParams = importKindParams.extend({
  headerHash: z.string().regex(/^[0-9a-f]{16}$/, 'A header hash is 16 hexadecimal digits'),
});

export const savedMappingSchema = z.object({ mapping: importMappingSchema });
z.globalRegistry.add(savedMappingSchema, { id: 'SavedImportMapping' });
export type SavedMapping = z.infer<typeof savedMappingSchema>;
