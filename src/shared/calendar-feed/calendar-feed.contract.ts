import { z } from 'zod';

/** The member's feed as Preferences shows it. The address itself is only known when it is created. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A feed just created: its address (a path on this server), shown once, as only its hash is kept. */
export const createdCalendarFeedSchema = calendarFeedSchema.extend({
  path: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

/** The feed's token in its address; a malformed one answers 404 like a revoked one. */
export const calendarFileParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
