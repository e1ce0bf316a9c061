import { z } from 'zod';
import { flagParam } from './options.contract';

export const removalItemSchema = z.object({
  kind: z.string(),
  count: z.number().int(),
  /** "2 repairs" */
  label: z.string(),
});
z.globalRegistry.add(removalItemSchema, { id: 'RemovalItem' });

/**
 * GET /api/<records>/:id/removal: what the destructive action on a car, driver, track,
 * client or event does (see removal.rules.ts): archive it (it has history) or delete it, and what
 * deleting would take along.
 */
export const removalSchema = z.object({
  /** When the record was archived; null while it is active. */
  archivedAt: z.string().nullable(),
  action: z.enum(['delete', 'archive']),
  history: z.array(removalItemSchema),
  goesWith: z.array(removalItemSchema),
});
z.globalRegistry.add(removalSchema, { id: 'Removal' });
export type Removal = z.infer<typeof removalSchema>;

/** `?archived=true` lists the archived records instead of the active ones. */
export const archivedParam = flagParam('archived');

export const archivedQuerySchema = z.object({ archived: archivedParam });
