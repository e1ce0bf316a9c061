import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const dashboardRoutes: FeatureRoutes = {
  protected: [
    { path: '/dashboard', lazy: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage', 'dashboardReads') },
  ],
};
