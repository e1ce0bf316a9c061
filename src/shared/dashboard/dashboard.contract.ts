import { z } from 'zod';
import { plans } from '../subscription/subscription.rules';
import { isoDate } from '../lib/schema-helpers';

export const dashboardQuerySchema = z.object({
  /** The user's local today: upcoming means on or after it. */
  today: isoDate(),
});

export { dashboardLimits } from './dashboard.rules';

export const dashboardSchema = z.object({
  plan: z.enum(plans),
  counts: z.object({
    cars: z.number().int(),
    events: z.number().int(),
    trackHours: z.number(),
    repairs: z.number().int(),
  }),
  cars: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      thumbnailUrl: z.string().nullable(),
      hours: z.number(),
      miles: z.number(),
      description: z.string().nullable(),
    }),
  ),
  upcomingEvents: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      type: z.string(),
      date: z.string(),
      trackName: z.string(),
      estimatedMinutes: z.number().int(),
      carName: z.string().nullable(),
    }),
  ),
  upcomingRepairs: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.string(),
      scheduledDate: z.string().nullable(),
      estimatedCostCents: z.number().int().nullable(),
      carName: z.string(),
    }),
  ),
  damageReports: z.object({
    items: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        severity: z.string(),
        status: z.string(),
        discoveredDate: z.string(),
        carName: z.string(),
        repairId: z.uuid().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
  clients: z.object({
    items: z.array(
      z.object({
        id: z.uuid(),
        label: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        carCount: z.number().int(),
      }),
    ),
    total: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
