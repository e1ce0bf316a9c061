import { z } from 'zod';
import { storableString } from '../lib/input-bounds';

export const trackSetupMessages = {
  saveFailed: 'Failed to save setup notes. Please try again.',
  trackRequired: 'Select a track',
  notesRequired: 'Setup notes are required',
} as const;

/** PUT /api/cars/:carId/track-setups: one note per car and track (updated if it exists). */
export const saveTrackSetupSchema = z.object({
  trackId: z.uuid(trackSetupMessages.trackRequired),
  notes: storableString({ error: trackSetupMessages.notesRequired })
    .trim()
    .min(1, trackSetupMessages.notesRequired)
    .max(10_000, 'At most 10000 characters'),
});
export type SaveTrackSetupInput = z.input<typeof saveTrackSetupSchema>;
export type SaveTrackSetupValues = z.output<typeof saveTrackSetupSchema>;

export const carTrackSetupSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  trackId: z.uuid(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  track: z.object({ id: z.uuid(), name: z.string(), location: z.string() }),
});
z.globalRegistry.add(carTrackSetupSchema, { id: 'CarTrackSetup' });
export type CarTrackSetup = z.infer<typeof carTrackSetupSchema>;

export const trackSetupParams = z.object({ carId: z.uuid(), setupId: z.uuid() });
