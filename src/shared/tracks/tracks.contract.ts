import { z } from 'zod';
import { inputBounds, roundStored } from '../lib/input-bounds';
import { optionsQuerySchema } from '../lib/options.contract';
import { optionalChoice, optionalText, requiredText } from '../lib/schema-helpers';

export const trackTypes = ['Road Course', 'Oval', 'Street Circuit', 'Drag Strip', 'Autocross', 'Hill Climb'] as const;
export type TrackType = (typeof trackTypes)[number];

export const trackSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  /** Miles. */
  length: z.number().nullable(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** When the track was archived; null while it is active. */
  archivedAt: z.string().nullable(),
});
z.globalRegistry.add(trackSchema, { id: 'Track' });
export type Track = z.infer<typeof trackSchema>;

/** A track in pickers (the event form, a car's track setups). */
export const trackOptionSchema = z.object({ id: z.uuid(), name: z.string(), location: z.string() });
export type TrackOption = z.infer<typeof trackOptionSchema>;

/**
 * The query of GET /api/tracks/options: the team's active tracks whose name or location matches
 * `search`, at most `limit` of them by name, plus the active tracks among `ids` (a picker's chosen one).
 */
export const trackOptionsQuerySchema = optionsQuerySchema(
  'track',
  'active tracks by name matching `search` on name or location',
);

export const trackMessages = {
  nameRequired: 'Name is required',
  locationRequired: 'Location is required',
  lengthNotNumber: 'Length must be a number',
  lengthMin: 'Length must be at least 0',
  lengthMax: 'Length must be at most 1000 miles',
  lengthStep: 'Length can have at most 3 decimal places',
  typeInvalid: `Type must be one of: ${trackTypes.join(', ')}`,
  imageUrlInvalid: 'Image must be a valid URL',
  notFound: 'Track not found',
  empty: 'No tracks yet',
  saveFailed: 'Failed to save track',
  loadFailed: 'Failed to load track',
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  deleteFailed: (message: string) => `Failed to delete track: ${message}`,
  listFailed: (message: string) => `Error loading tracks: ${message}`,
} as const;

/** True for an absolute http(s) address. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Blank, null or missing numbers mean "not set"; anything else must be a number. */
const optionalNumber = (notNumber: string) =>
  z
    .union([z.number({ error: notNumber }), z.literal(''), z.null()], { error: notNumber })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

/**
 * The track form, checked the same way in the browser and on the server: name and location
 * required; length in miles, at least 0 with at most 3 decimals, blank = unset; one of the six
 * types; the image an http(s) URL; blanks saved as null.
 */
export const trackInputSchema = z.object({
  name: requiredText(trackMessages.nameRequired, 200),
  location: requiredText(trackMessages.locationRequired, 200),
  length: optionalNumber(trackMessages.lengthNotNumber)
    .refine((v) => v === null || Number.isFinite(v), trackMessages.lengthNotNumber)
    .refine((v) => v === null || v >= 0, trackMessages.lengthMin)
    .refine((v) => v === null || v <= inputBounds.trackLength.max, trackMessages.lengthMax)
    .refine(
      (v) => v === null || v === 0 || (v >= 0.001 && Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6),
      trackMessages.lengthStep,
    )
    .transform((v) => (v === null ? null : roundStored(v))),
  type: optionalChoice(trackTypes, trackMessages.typeInvalid),
  description: optionalText(5000),
  imageUrl: optionalText(2000).refine((v) => v === null || isWebUrl(v), trackMessages.imageUrlInvalid),
});
z.globalRegistry.add(trackInputSchema, { id: 'TrackFields' });
export type TrackInput = z.input<typeof trackInputSchema>;
export type TrackValues = z.output<typeof trackInputSchema>;
