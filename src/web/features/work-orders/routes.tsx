import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const workOrdersRoutes: FeatureRoutes = {
  protected: [
    { path: '/work-orders', lazy: lazyPage(() => import('./pages/work-orders-page'), 'WorkOrdersPage') },
    { path: '/work-orders/new', lazy: lazyPage(() => import('./pages/work-order-form-page'), 'WorkOrderFormPage') },
    { path: '/work-orders/:id', lazy: lazyPage(() => import('./pages/work-order-page'), 'WorkOrderPage') },
    {
      path: '/work-orders/:id/edit',
      lazy: lazyPage(() => import('./pages/work-order-form-page'), 'WorkOrderFormPage'),
    },
  ],
};
