import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '@web/features/account/routes';
import { dashboardRoutes } from '@web/features/dashboard/routes';
import { landingRoutes } from '@web/features/landing/routes';
import { onboardingRoutes } from '@web/features/onboarding/routes';
import { preferencesRoutes } from '@web/features/preferences/routes';
import { subscriptionRoutes } from '@web/features/subscription/routes';
import { RequireSignedIn } from './guards';
import type { FeatureRoutes } from './route-types';
import { AppLayout } from './shell/app-layout';

const features: FeatureRoutes[] = [
  landingRoutes,
  accountRoutes,
  onboardingRoutes,
  dashboardRoutes,
  preferencesRoutes,
  subscriptionRoutes,
];

export function buildRoutes(): RouteObject[] {
  return [
    ...features.flatMap((f) => f.public ?? []),
    {
      element: (
        <RequireSignedIn>
          <AppLayout />
        </RequireSignedIn>
      ),
      children: features.flatMap((f) => f.protected ?? []),
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export const router = createBrowserRouter(buildRoutes());
