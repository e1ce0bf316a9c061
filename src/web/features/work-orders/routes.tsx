import { readsOnNavigation } from '@web/app/early-reads';
import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const workOrdersRoutes: FeatureRoutes = {
  protected: [
    {
      path: '/work-orders',
      loader: readsOnNavigation('workOrders'),
      lazy: lazyPage(() => import('./pages/work-orders-page'), 'WorkOrdersPage'),
    },
    { path: '/work-orders/new', lazy: lazyPage(() => import('./pages/work-order-form-page'), 'WorkOrderFormPage') },
    {
      path: '/work-orders/:id',
      loader: readsOnNavigation('workOrder'),
      lazy: lazyPage(() => import('./pages/work-order-page'), 'WorkOrderPage'),
    },
    {
      path: '/work-orders/:id/edit',
      lazy: lazyPage(() => import('./pages/work-order-form-page'), 'WorkOrderFormPage'),
    },
  ],
};
