import { clientLabel } from '@shared/clients/client-label.rules';
import { dashboardLimits, type Dashboard } from '@shared/dashboard/dashboard.contract';
import { trackHours } from '@shared/events/event-stats.rules';
import { repairStatuses } from '@shared/repairs/repairs.rules';
import type { RequestContext } from '../../auth/request-context';
import { fileUrl } from '../../platform/images';
import { getTeamPlan } from '../subscription/subscription.service';
import {
  countDashboardRecords,
  findClientsOverview,
  findLatestDamageReports,
  findNewestCars,
  findUpcomingEvents,
  findUpcomingRepairs,
} from './dashboard.repository';

/** isUpcomingRepair() as a query filter: the statuses that can be upcoming. */
const upcomingRepairStatuses = repairStatuses.filter((status) => status !== 'Completed');

/** Everything the dashboard shows, from a handful of indexed queries. */
export async function getDashboard(ctx: RequestContext, today: string): Promise<Dashboard> {
  const [plan, counts, cars, upcomingEvents, upcomingRepairs, damage, clients] = await Promise.all([
    getTeamPlan(ctx),
    countDashboardRecords(ctx.team),
    findNewestCars(ctx.team, dashboardLimits.cars),
    findUpcomingEvents(ctx.team, today, dashboardLimits.upcomingEvents),
    findUpcomingRepairs(ctx.team, today, upcomingRepairStatuses, dashboardLimits.upcomingRepairs),
    findLatestDamageReports(ctx.team, dashboardLimits.damageReports),
    findClientsOverview(ctx.team, dashboardLimits.clients),
  ]);
  return {
    plan,
    counts: {
      cars: counts.cars,
      events: counts.events,
      trackHours: trackHours(counts.events),
      repairs: counts.repairs,
    },
    cars: cars.map(({ thumbnailKey, ...car }) => ({ ...car, thumbnailUrl: fileUrl(thumbnailKey) })),
    upcomingEvents,
    upcomingRepairs,
    damageReports: { items: damage, total: counts.damageReports },
    clients: {
      items: clients.map((c) => ({
        id: c.id,
        label: clientLabel(c),
        email: c.email,
        phone: c.phone,
        carCount: c.carCount,
      })),
      total: counts.clients,
    },
  };
}
