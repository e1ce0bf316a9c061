import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const damageReportsRoutes: FeatureRoutes = {
  protected: [
    { path: '/damage-reports', lazy: lazyPage(() => import('./pages/damage-reports-page'), 'DamageReportsPage') },
    {
      path: '/damage-reports/new',
      lazy: lazyPage(() => import('./pages/new-damage-report-page'), 'NewDamageReportPage'),
    },
    {
      path: '/damage-reports/:id',
      lazy: lazyPage(() => import('./pages/damage-report-detail-page'), 'DamageReportDetailPage'),
    },
  ],
};
