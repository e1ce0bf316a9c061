import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const inspectionTemplatesRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/settings/inspection-templates',
      lazy: lazyPage(() => import('./pages/inspection-templates-page'), 'InspectionTemplatesPage'),
    },
  ],
};
