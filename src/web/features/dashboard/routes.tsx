import { readsOnNavigation } from '@web/app/early-reads';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const dashboardRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/dashboard',
      loader: readsOnNavigation('dashboard'),
      lazy: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage'),
    },
  ],
};
