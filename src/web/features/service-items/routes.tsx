import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const serviceItemsRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/cars/:carId/service-items',
      lazy: lazyPage(() => import('./pages/service-items-page'), 'ServiceItemsPage'),
    },
    {
      path: '/cars/:carId/service-items/new',
      lazy: lazyPage(() => import('./pages/service-item-form-page'), 'NewServiceItemPage'),
    },
    {
      path: '/cars/:carId/service-items/:itemId/edit',
      lazy: lazyPage(() => import('./pages/service-item-form-page'), 'EditServiceItemPage'),
    },
  ],
};
