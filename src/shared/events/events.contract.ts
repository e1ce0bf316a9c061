import { z } from 'zod';

export const eventTypes = ['Track Day', 'Time Attack', 'Testing', 'Race'] as const;

/** An event in pickers (damage reports, client registration). */
export const eventOptionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  trackName: z.string(),
});
export type EventOption = z.infer<typeof eventOptionSchema>;
