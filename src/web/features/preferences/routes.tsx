import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const preferencesRoutes: FeatureRoutes = {
  protected: [{ path: '/settings', lazy: lazyPage(() => import('./pages/preferences-page'), 'PreferencesPage') }],
};
