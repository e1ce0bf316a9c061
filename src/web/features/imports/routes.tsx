import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const importsRoutes: FeatureRoutes = {
  protected: [{ path: '/import', lazy: lazyPage(() => import('./pages/imports-page'), 'ImportsPage') }],
};
