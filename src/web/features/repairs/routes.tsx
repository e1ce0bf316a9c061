import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const repairsRoutes: FeatureRoutes = {
  protected: [
    { path: '/repairs', lazy: lazyPage(() => import('./pages/repairs-page'), 'RepairsPage') },
    { path: '/repairs/new', lazy: lazyPage(() => import('./pages/new-repair-page'), 'NewRepairPage') },
    { path: '/repairs/:id', lazy: lazyPage(() => import('./pages/repair-detail-page'), 'RepairDetailPage') },
  ],
};
