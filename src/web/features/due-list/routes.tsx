import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const dueListRoutes: FeatureRoutes = {
  protected: [{ path: '/due', lazy: lazyPage(() => import('./pages/due-list-page'), 'DueListPage') }],
};
