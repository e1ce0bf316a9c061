import { z } from 'zod';

/** A car in pickers (event registration, repairs, damage reports, client profile). */
export const carOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  clientId: z.uuid().nullable(),
  hours: z.number(),
  miles: z.number(),
});
export type CarOption = z.infer<typeof carOptionSchema>;
