import { z } from 'zod';

export const trackTypes = ['Road Course', 'Oval', 'Street Circuit', 'Drag Strip', 'Autocross', 'Hill Climb'] as const;

export const trackSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  /** Miles. */
  length: z.number().nullable(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Track = z.infer<typeof trackSchema>;
