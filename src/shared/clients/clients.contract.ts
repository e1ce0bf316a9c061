import { z } from 'zod';

/** A client in pickers (vehicle form, event registration, inventory assignment). */
export const clientOptionSchema = z.object({
  id: z.uuid(),
  /** clientLabel() of the client. */
  label: z.string(),
  isActive: z.boolean(),
  /** How many of the team's cars belong to this client. */
  carCount: z.number().int(),
});
export type ClientOption = z.infer<typeof clientOptionSchema>;
