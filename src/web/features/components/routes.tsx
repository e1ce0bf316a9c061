import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const componentsRoutes: FeatureRoutes = {
  protected: [
    { path: '/components', lazy: lazyPage(() => import('./pages/components-page'), 'ComponentsPage') },
    { path: '/components/new', lazy: lazyPage(() => import('./pages/component-form-page'), 'NewComponentPage') },
    { path: '/components/:id', lazy: lazyPage(() => import('./pages/component-detail-page'), 'ComponentDetailPage') },
    {
      path: '/components/:id/edit',
      lazy: lazyPage(() => import('./pages/component-form-page'), 'EditComponentPage'),
    },
  ],
};
