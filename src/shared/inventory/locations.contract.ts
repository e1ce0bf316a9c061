import { z } from 'zod';
import { optionalText, requiredText } from '../lib/schema-helpers';
import { defaultLocationType, locationMessages, locationTypes } from './locations.rules';

/**
 * POST /api/inventory/locations and PUT /api/inventory/locations/:id, and the add/edit modal.
 * `isDefault` true makes it the team's default (the others lose the flag); the team's first
 * location is the default whatever it says.
 */
export const locationInputSchema = z.object({
  name: requiredText(locationMessages.nameRequired, 120),
  description: optionalText(2000),
  type: z.enum(locationTypes, { error: locationMessages.typeInvalid }).default(defaultLocationType),
  isDefault: z.boolean({ error: 'Default location must be true or false' }).default(false),
});
z.globalRegistry.add(locationInputSchema, { id: 'LocationFields' });
export type LocationInput = z.input<typeof locationInputSchema>;
export type LocationValues = z.output<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(locationTypes),
  isDefault: z.boolean(),
  /** The active inventory items kept there. */
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(locationSchema, { id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

/** The modal's starting values: the location's own, or a new Shop Bay. */
export function locationFormValues(location: Location | null): {
  name: string;
  description: string;
  type: (typeof locationTypes)[number];
  isDefault: boolean;
} {
  return {
    name: location?.name ?? '',
    description: location?.description ?? '',
    type: location?.type ?? defaultLocationType,
    isDefault: location?.isDefault ?? false,
  };
}
