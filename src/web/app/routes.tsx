import { matchRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from '@web/features/account/routes';
import { dashboardRoutes } from '@web/features/dashboard/routes';
import { dueListRoutes } from '@web/features/due-list/routes';
import { landingRoutes } from '@web/features/landing/routes';
import { onboardingRoutes } from '@web/features/onboarding/routes';
import { preferencesRoutes } from '@web/features/preferences/routes';
import { subscriptionRoutes } from '@web/features/subscription/routes';
import { carsRoutes } from '@web/features/cars/routes';
import { componentsRoutes } from '@web/features/components/routes';
import { serviceItemsRoutes } from '@web/features/service-items/routes';
import { driversRoutes } from '@web/features/drivers/routes';
import { clientsRoutes } from '@web/features/clients/routes';
import { tracksRoutes } from '@web/features/tracks/routes';
import { eventsRoutes } from '@web/features/events/routes';
import { inspectionTemplatesRoutes } from '@web/features/inspection-templates/routes';
import { repairsRoutes } from '@web/features/repairs/routes';
import { damageReportsRoutes } from '@web/features/damage-reports/routes';
import { workOrdersRoutes } from '@web/features/work-orders/routes';
import { rateCardsRoutes } from '@web/features/rate-cards/routes';
import { billingRoutes } from '@web/features/billing/routes';
import { inventoryRoutes } from '@web/features/inventory/routes';
import { publicProfileRoutes } from '@web/features/public-profile/routes';
import { teamRoutes } from '@web/features/team/routes';
import { importsRoutes } from '@web/features/imports/routes';
import { composedRoutes } from './composed/routes';
import { RequireSignedIn } from './guards';
import { readWhenSignedIn } from './early-reads';
import { loadAppLayout } from './lazy-app-layout';
import { withRouteDefaults } from './route-defaults';
import type { FeatureRoutes } from './route-types';

const features: FeatureRoutes[] = [
  landingRoutes,
  accountRoutes,
  onboardingRoutes,
  dashboardRoutes,
  dueListRoutes,
  preferencesRoutes,
  subscriptionRoutes,
  carsRoutes,
  componentsRoutes,
  serviceItemsRoutes,
  driversRoutes,
  clientsRoutes,
  tracksRoutes,
  eventsRoutes,
  inspectionTemplatesRoutes,
  repairsRoutes,
  damageReportsRoutes,
  workOrdersRoutes,
  rateCardsRoutes,
  billingRoutes,
  inventoryRoutes,
  teamRoutes,
  importsRoutes,
  publicProfileRoutes,
  composedRoutes,
];

export function buildRoutes(): RouteObject[] {
  const protectedRoutes = features.flatMap((f) => f.protected ?? []);
  // The sidebar asks for each of its links whenever it draws (on every navigation), and matching
  // walks and ranks the whole route table each time: the answers are kept, as the table never changes.
  const screens = new Map<string, boolean>();
  /** Whether a signed-in screen exists at `to`: the sidebar links only to those. */
  const hasScreen = (to: string) => {
    let found = screens.get(to);
    if (found === undefined) {
      found = matchRoutes(protectedRoutes, to) !== null;
      screens.set(to, found);
    }
    return found;
  };
  return withRouteDefaults([
    ...features.flatMap((f) => f.public ?? []),
    {
      // Loads the shell's file alongside the screen's, rather than after it, asks for what it reads
      // (./shell/shell-reads), and draws the shell from the file itself. A lazy component would
      // suspend on its first render even with its file here, and React reveals a boundary at most
      // every 300 ms after its fallback showed: the signed-in screen would wait that long for nothing.
      lazy: async () => {
        // Without that small file the shell's queries still ask for the same when they mount.
        import('./shell/shell-reads').then(
          ({ shellReads }) => readWhenSignedIn(shellReads),
          () => undefined,
        );
        const shell = await loadAppLayout();
        return {
          element: (
            <RequireSignedIn>
              <shell.AppLayout hasScreen={hasScreen} />
            </RequireSignedIn>
          ),
        };
      },
      children: protectedRoutes,
    },
    // Any other address says so, with a way back, rather than moving the user elsewhere.
    {
      path: '*',
      lazy: async () => {
        const { NotFoundRoute } = await import('./not-found');
        return { element: <NotFoundRoute hasScreen={hasScreen} /> };
      },
    },
  ]);
}
